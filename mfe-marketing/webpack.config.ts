import { createWebConfig } from '../config/webpack';

// Remote 'marketing': every exposed module is a default-exported component (or function) whose root carries
// data-boundary="marketing". The shell's composition contract lists the same names (shell/src/remotes/areas.ts).
export default createWebConfig({
  name: 'marketing',
  dir: __dirname,
  port: 3005,
  exposes: {
    './ContentPage': './src/expose/ContentPage.tsx',
    './SaleBanner': './src/expose/SaleBanner.tsx',
    './GeoTransitBanner': './src/expose/GeoTransitBanner.tsx',
    './FooterSignup': './src/expose/FooterSignup.tsx',
    './EmailPopup': './src/expose/EmailPopup.tsx',
    './PushPrompt': './src/expose/PushPrompt.tsx',
    './Countdown': './src/expose/Countdown.tsx',
    './ConfirmSubscriptionPage': './src/expose/ConfirmSubscriptionPage.tsx',
    './Admin': './src/expose/Admin.tsx',
  },
  loadedTogether: { frame: ['./SaleBanner', './GeoTransitBanner', './EmailPopup', './PushPrompt', './Countdown'] },
});
