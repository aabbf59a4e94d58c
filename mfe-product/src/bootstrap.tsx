// Standalone mode (npm run dev -w @storefront/mfe-product, port 3002): see config/web/standalone.tsx.
import { mountStandaloneRemote } from '../../config/web/standalone';
import ProductPage from './expose/ProductPage';
import ReviewFormPage from './expose/ReviewFormPage';

mountStandaloneRemote({
  area: 'product',
  routes: { '/products/:handle': ProductPage, '/reviews/sku': ReviewFormPage },
  links: { '/products/SK2MM-car-sound-deadening': 'Sound deadening', '/reviews/sku': 'Review form' },
});
