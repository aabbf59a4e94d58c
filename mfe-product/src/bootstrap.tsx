// Standalone mode (npm run dev -w @storefront/mfe-product, port 3002): see config/web/standalone.tsx.
import { ROUTES } from '@storefront/shared-domain';
import { mountStandaloneRemote } from '../../config/web/standalone';
import ProductPage from './expose/ProductPage';
import ReviewFormPage from './expose/ReviewFormPage';

mountStandaloneRemote({
  area: 'product',
  routes: { [ROUTES.product.path]: ProductPage, [ROUTES.reviewForm.path]: ReviewFormPage },
  links: {
    [ROUTES.product.href('SK2MM-car-sound-deadening')]: 'Sound deadening',
    [ROUTES.reviewForm.path]: 'Review form',
  },
});
