export { ProductCard, CARD_CART_SOURCE, type ProductCardProps } from './ProductCard';
export { AddToCartButton } from './AddToCartButton';
export { RatingStars } from './RatingStars';
export { VariantChips } from './VariantChips';
