// The words of a cart line; the incompatibility text is shared-domain's CART_COMPATIBILITY_TEXTS.
export const CART_LINE_TEXTS = {
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity ${name}`,
  decreaseQuantity: (name: string) => `Decrease quantity of ${name}`,
  increaseQuantity: (name: string) => `Increase quantity of ${name}`,
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  each: 'each',
  sku: 'SKU',
} as const;
