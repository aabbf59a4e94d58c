import { createWebConfig } from '../config/webpack';

// Remote 'catalog': every exposed module is a default-exported component (or function) whose root carries
// data-boundary="catalog". The shell's composition contract lists the same names (shell/src/remotes/areas.ts).
export default createWebConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  exposes: {
    './HomePage': './src/expose/HomePage.tsx',
    './CollectionPage': './src/expose/CollectionPage.tsx',
    './SearchPage': './src/expose/SearchPage.tsx',
    './BoxDesignPage': './src/expose/BoxDesignPage.tsx',
    './WiringPlannerPage': './src/expose/WiringPlannerPage.tsx',
    './Admin': './src/expose/Admin.tsx',
  },
});
