export { ProductCard, CARD_CART_SOURCE, type ProductCardProps } from './ProductCard';
export { AddToCartButton, ADD_TO_CART_TIMEOUT_MS, type AddToCartStatus } from './AddToCartButton';
export { PriceLines } from './PriceLines';
export { RatingStars } from './RatingStars';
export { VariantChips } from './VariantChips';
