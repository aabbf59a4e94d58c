export { CartPanel, CART_PANEL_TEXTS } from './CartPanel';
export { CartContents } from './CartContents';
export { useCartBusBridge } from './useCartBusBridge';
