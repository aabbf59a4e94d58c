import { createWebConfig } from '../config/webpack';

// Remote 'account': every exposed module is a default-exported component (or function) whose root carries
// data-boundary="account". The shell's composition contract lists the same names (shell/src/remotes/areas.ts).
export default createWebConfig({
  name: 'account',
  dir: __dirname,
  port: 3004,
  exposes: {
    './AccountPage': './src/expose/AccountPage.tsx',
    './LoginPage': './src/expose/LoginPage.tsx',
    './OrdersPage': './src/expose/OrdersPage.tsx',
    './ReturnsPage': './src/expose/ReturnsPage.tsx',
    './DealersPage': './src/expose/DealersPage.tsx',
    './DealerLocatorPage': './src/expose/DealerLocatorPage.tsx',
    './BecomeDealerPage': './src/expose/BecomeDealerPage.tsx',
    './Admin': './src/expose/Admin.tsx',
  },
});
