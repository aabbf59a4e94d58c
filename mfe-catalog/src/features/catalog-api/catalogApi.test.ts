import { LINKS, ROUTES, VEHICLE_FINDER_HANDLE } from '@storefront/shared-domain';
import { VEHICLE_COLLECTION_HANDLE } from './catalogApi';

it('spells the vehicle finder’s handle as shared-domain does', () => {
  expect(VEHICLE_COLLECTION_HANDLE).toBe(VEHICLE_FINDER_HANDLE);
  expect(LINKS.vehicleFinder).toBe(ROUTES.collection.href(VEHICLE_COLLECTION_HANDLE));
});
