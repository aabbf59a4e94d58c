// The order confirmation page's words, shared by the page and its sections.
export const CONFIRMATION_TEXTS = {
  title: 'Thank you for your order!',
  orderNumber: 'Order number',
  sentTo: (email: string) => `A confirmation email is on its way to ${email}.`,
  missing: 'We could not find a recent order in this browser tab.',
  continueShopping: 'Continue shopping',
  viewOrders: 'View your orders',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  quantity: 'Qty',
} as const;
