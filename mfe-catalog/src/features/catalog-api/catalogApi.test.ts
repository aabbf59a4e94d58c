import { PATHS, VEHICLE_FINDER_HANDLE } from '@storefront/shared-domain';
import { VEHICLE_COLLECTION_HANDLE } from './catalogApi';

it('spells the vehicle finder’s handle as shared-domain does', () => {
  expect(VEHICLE_COLLECTION_HANDLE).toBe(VEHICLE_FINDER_HANDLE);
  expect(PATHS.vehicleSpecificCollection).toBe(`${PATHS.collectionsPrefix}${VEHICLE_FINDER_HANDLE}`);
});
