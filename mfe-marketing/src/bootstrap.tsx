// Standalone mode (npm run dev -w @storefront/mfe-marketing, port 3005): see config/web/standalone.tsx. The banner
// widgets sit above every screen and the footer and popup widgets below it, where the shell's layout puts them.
import { ROUTES } from '@storefront/shared-domain';
import { mountStandaloneRemote } from '../../config/web/standalone';
import ContentPage from './expose/ContentPage';
import SaleBanner from './expose/SaleBanner';
import GeoTransitBanner from './expose/GeoTransitBanner';
import FooterSignup from './expose/FooterSignup';
import EmailPopup from './expose/EmailPopup';
import PushPrompt from './expose/PushPrompt';
import Countdown from './expose/Countdown';
import ConfirmSubscriptionPage from './expose/ConfirmSubscriptionPage';

mountStandaloneRemote({
  area: 'marketing',
  routes: {
    [ROUTES.contentPage.path]: ContentPage,
    [ROUTES.jobs.path]: ContentPage,
    [ROUTES.confirmSubscription.path]: ConfirmSubscriptionPage,
  },
  links: {
    [ROUTES.contentPage.href('about-us')]: 'About us',
    [ROUTES.contentPage.href('contact-us')]: 'Contact',
    [ROUTES.jobs.path]: 'Jobs',
  },
  before: (
    <>
      <SaleBanner />
      <GeoTransitBanner />
      <Countdown />
    </>
  ),
  after: (
    <>
      <FooterSignup />
      <EmailPopup />
      <PushPrompt />
    </>
  ),
});
