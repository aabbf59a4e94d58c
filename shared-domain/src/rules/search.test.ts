import { cleanSearchText, collectionPagePath, searchPagePath } from './search';

describe('search and collection paths', () => {
  it('cleans the typed text and builds the search page address', () => {
    expect(cleanSearchText('  zvx   12 ')).toBe('zvx 12');
    expect(searchPagePath(' zvx  12 d4 ')).toBe('/search/products?q=zvx+12+d4');
    expect(searchPagePath('   ')).toBe('/search/products');
  });

  it('builds collection addresses, with or without a sub-collection', () => {
    expect(collectionPagePath('car-subwoofers')).toBe('/collections/car-subwoofers');
    expect(collectionPagePath('/speaker-wire/10-Gauge-(AWG)')).toBe('/collections/speaker-wire/10-Gauge-(AWG)');
    expect(collectionPagePath('amplifier-wiring-kits', '4-Gauge')).toBe('/collections/amplifier-wiring-kits/4-Gauge');
  });
});
