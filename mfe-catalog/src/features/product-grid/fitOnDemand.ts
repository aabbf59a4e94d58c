// The listings' fit parts (fitParts.tsx) as on-demand parts: one chunk, fetched once a vehicle is known (or, on the
// server, when the address filters by one: prefetch.ts).
import { onDemandPart } from '@storefront/shared-domain';

const loadFitParts = () => import(/* webpackChunkName: "lazy-catalog-fit" */ './fitParts');

export const cardFitOnDemand = onDemandPart('catalog', 'the card fit label', loadFitParts, (module) => module.CardFit);

export const fitFilterOnDemand = onDemandPart(
  'catalog',
  'the fit filter',
  loadFitParts,
  (module) => module.FitFilterControl,
);
