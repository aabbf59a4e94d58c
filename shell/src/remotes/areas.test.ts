import { REMOTE_AREAS, REMOTE_MODULES, isRemoteArea } from './areas';

it('names every remote of the composition contract, and only those', () => {
  expect([...REMOTE_AREAS].sort()).toEqual(Object.keys(REMOTE_MODULES).sort());
  expect(REMOTE_AREAS.every(isRemoteArea)).toBe(true);
  expect(['shell', 'toString', '__proto__', ''].some(isRemoteArea)).toBe(false);
});
