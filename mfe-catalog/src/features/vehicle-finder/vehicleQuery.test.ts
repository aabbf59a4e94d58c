import { collectionUrl, vehicleCollectionUrl } from '../catalog-api/catalogApi';
import { activeFilterCount, nextVehicleAddress, readVehicleQuery, writeVehicleQuery } from './vehicleQuery';

describe('vehicle page query', () => {
  it('reads the five parameters, ignoring values it cannot use', () => {
    expect(
      readVehicleQuery(
        new URLSearchParams('type=loaded&vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150&sizes=12,10'),
      ),
    ).toEqual({
      type: 'Loaded',
      year: 2019,
      make: 'Ford',
      model: 'F-150',
      sizes: ['10', '12'],
    });
    expect(readVehicleQuery(new URLSearchParams('type=Foo&vehicle_year=abc&sizes=15,abc,8%22'))).toEqual({
      sizes: ['8'],
    });
    expect(readVehicleQuery(new URLSearchParams(''))).toEqual({});
  });

  it('reads sizes sent one per box (a GET form) like the comma-separated ones it writes', () => {
    const repeated = readVehicleQuery(new URLSearchParams('vehicle_make=Ford&sizes=12&sizes=8'));
    expect(repeated).toEqual(readVehicleQuery(new URLSearchParams('vehicle_make=Ford&sizes=8,12')));
    expect(repeated).toEqual({ make: 'Ford', sizes: ['8', '12'] });
    expect(readVehicleQuery(new URLSearchParams('sizes=10,12&sizes=8&sizes=&sizes=99'))).toEqual({
      sizes: ['8', '10', '12'],
    });
    // written back comma-separated
    expect(writeVehicleQuery(new URLSearchParams('sizes=8&sizes=12'), repeated).getAll('sizes')).toEqual(['8,12']);
  });

  it('a new selection or filter: page 1, the order and other parameters kept', () => {
    const next = nextVehicleAddress(new URLSearchParams('utm_source=mail&page=3&sort=rating&type=Empty'), {
      year: 2019,
      type: 'Loaded',
    });
    expect(next.toString()).toBe('utm_source=mail&type=Loaded&vehicle_year=2019&sort=rating');
  });

  it('writes its parameters and leaves every other parameter alone', () => {
    const next = writeVehicleQuery(new URLSearchParams('utm_source=mail&type=Empty&vehicle_model=Old'), {
      year: 2020,
      make: 'Ford',
      model: null,
      type: null,
      sizes: ['10', '12'],
    });
    expect(Object.fromEntries(next)).toEqual({
      utm_source: 'mail',
      vehicle_year: '2020',
      vehicle_make: 'Ford',
      sizes: '10,12',
    });
  });

  it('counts active filters (type and each size)', () => {
    expect(activeFilterCount({ type: 'Empty', sizes: ['8', '12'] })).toBe(3);
    expect(activeFilterCount({})).toBe(0);
  });
});

describe('catalogue call addresses', () => {
  it('collection: handle, sub, page, sort (defaults omitted)', () => {
    expect(collectionUrl({ handle: 'car-subwoofers' })).toBe('/api/collections/car-subwoofers');
    expect(collectionUrl({ handle: 'speaker-wire', sub: '10-Gauge-(AWG)', page: 2, sort: 'price-desc' })).toBe(
      '/api/collections/speaker-wire/10-Gauge-(AWG)?page=2&sort=price-desc',
    );
    expect(collectionUrl({ handle: 'x', page: 1, sort: 'default' })).toBe('/api/collections/x');
  });

  it('vehicle finder: the page query plus page', () => {
    expect(vehicleCollectionUrl({})).toBe('/api/collections/vehicle-specific-subwoofer-enclosures');
    const url = new URL(
      vehicleCollectionUrl({ type: 'Empty', year: 2019, make: 'Ford', sizes: ['10', '12'], page: 2 }),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'Empty',
      vehicle_year: '2019',
      vehicle_make: 'Ford',
      sizes: '10,12',
      page: '2',
    });
  });
});
