import { createWebConfig } from '../config/webpack';

// Remote 'product': every exposed module is a default-exported component (or function) whose root carries
// data-boundary="product". The shell's composition contract lists the same names (shell/src/remotes/areas.ts).
export default createWebConfig({
  name: 'product',
  dir: __dirname,
  port: 3002,
  exposes: {
    './ProductPage': './src/expose/ProductPage.tsx',
    './ReviewFormPage': './src/expose/ReviewFormPage.tsx',
    './Admin': './src/expose/Admin.tsx',
  },
});
