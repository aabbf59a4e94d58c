// What './CartPanel' mounts at start. The panel's UI (CartContents, totals, the dialog) is not exported here: importing
// it from this file would put it back into every page's first load; it is fetched by CartPanel.tsx.
export { CartPanel, CART_PANEL_TEXTS } from './CartPanel';
export { useCartBusBridge } from './useCartBusBridge';
