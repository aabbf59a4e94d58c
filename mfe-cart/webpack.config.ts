import { createWebConfig } from '../config/webpack';

// Remote 'cart': every exposed module is a default-exported component (or function) whose root carries
// data-boundary="cart". The shell's composition contract lists the same names (shell/src/remotes/areas.ts).
export default createWebConfig({
  name: 'cart',
  dir: __dirname,
  port: 3003,
  exposes: {
    './CartPage': './src/expose/CartPage.tsx',
    './CheckoutPage': './src/expose/CheckoutPage.tsx',
    './CheckoutConfirmationPage': './src/expose/CheckoutConfirmationPage.tsx',
    './CartPanel': './src/expose/CartPanel.tsx',
    './embed': './src/expose/embed.tsx',
    './Admin': './src/expose/Admin.tsx',
  },
  // A plain <script> for integrators' pages: defines window.StorefrontCart.mountCart (see src/embed-entry.ts).
  extraEntries: { embed: { import: './src/embed-entry.ts', filename: 'cart-embed.js' } },
  // Its TypeScript declarations, served beside it (EMBED.md; held to the source by src/embed-types.test.ts).
  extraFiles: { 'cart-embed.d.ts': './embed/cart-embed.d.ts' },
});
