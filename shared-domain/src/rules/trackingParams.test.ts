import { COOKIES } from '../constants';
import { isTrackingParam } from './trackingParams';

it('names where a visitor came from, in any case: campaign tags, ad click ids and the pn_cs_id the page stores', () => {
  for (const name of ['utm_source', 'UTM_Campaign', 'gclid', 'fbclid', 'msclkid', 'srsltid', COOKIES.pcsIdQueryParam]) {
    expect(isTrackingParam(name)).toBe(true);
  }
  for (const name of ['q', 'sku', 'variant', 'page', 'sort', 'vehicle_make', 'utm', 'ref']) {
    expect(isTrackingParam(name)).toBe(false);
  }
});
