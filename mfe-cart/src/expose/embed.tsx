// './embed': mountCart(element, options) for integrators (also loaded by cart-embed.js, see src/embed-entry.ts).
export {
  mountCart,
  EMBED_CACHE_KEY,
  EMBED_ROOT_ATTRIBUTE,
  type MountCartOptions,
  type MountedCart,
} from '../features/embed/mountCart';
export { CartEmbed } from '../features/embed/CartEmbed';
export { mountCart as default } from '../features/embed/mountCart';
