// The cart's API path (spec 2 'API paths'), read by the cart remote and by the shell's header count.
export const CART_API_PATH = '/api/cartv2';
