export { ProductCard, CARD_CART_SOURCE, type CardImageLoading, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export { AddToCartButton } from './AddToCartButton';
export { RatingStars } from './RatingStars';
export { VariantChips } from './VariantChips';
