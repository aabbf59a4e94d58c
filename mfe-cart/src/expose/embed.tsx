// './embed': mountCart(element, { apiBaseUrl }) for integrators (also bundled as cart-embed.js).
export { mountCart, EMBED_CACHE_KEY, type MountCartOptions, type MountedCart } from '../features/embed/mountCart';
export { CartEmbed } from '../features/embed/CartEmbed';
export { mountCart as default } from '../features/embed/mountCart';
