// The garage's edits (the header's garage panel): add, remove, rename, pick the active vehicle, and the hook that
// follows the whole garage. Built on the shared garage store (hooks/myVehicle.ts, one copy per page) and bundled by
// whoever edits the garage, so every page's first load carries only the store.
import { useSyncExternalStore } from 'react';
import {
  GARAGE_LIMITS,
  garageVehicleKey,
  getGarage,
  replaceGarage,
  setMyVehicle,
  subscribeGarage,
  toMyVehicle,
  type Garage,
  type MyVehicle,
} from '@storefront/shared-domain/runtime';

export type GarageAddResult = 'added' | 'exists' | 'full' | 'invalid';

const EMPTY_GARAGE: Garage = { vehicles: [], activeId: null };

/** Adds a vehicle the shopper chose and makes it active ('exists': the one alike is made active); a full garage refuses. */
export function addGarageVehicle(vehicle: MyVehicle): GarageAddResult {
  const next = toMyVehicle(vehicle);
  if (!next) return 'invalid';
  const { vehicles } = getGarage();
  const exists = vehicles.some((v) => garageVehicleKey(v) === garageVehicleKey(next));
  if (!exists && vehicles.length >= GARAGE_LIMITS.maxVehicles) return 'full';
  setMyVehicle(next);
  return exists ? 'exists' : 'added';
}

export function removeGarageVehicle(id: string): void {
  const g = getGarage();
  replaceGarage({ vehicles: g.vehicles.filter((v) => v.id !== id), activeId: g.activeId === id ? null : g.activeId });
}

/**
 * Names a vehicle (a blank name removes it); false, and nothing changed, when the name is longer than 40 characters or
 * not of the vehicle text set (letters, digits, spaces and . & ' - /).
 */
export function renameGarageVehicle(id: string, name: string): boolean {
  const wanted = name.trim();
  const g = getGarage();
  const vehicles = g.vehicles.map((v) => (v.id === id ? { ...v, name: wanted } : v));
  const named = vehicles.find((v) => v.id === id);
  if (wanted && named && toMyVehicle(named)?.name !== wanted) return false;
  replaceGarage({ ...g, vehicles });
  return true;
}

/** Makes the vehicle with this id the active one; null (or an id not in the garage): none is. */
export function setActiveGarageVehicle(id: string | null): void {
  replaceGarage({ ...getGarage(), activeId: id });
}

/** The whole garage (re-renders on change); empty on the server and at hydration. */
export function useGarage(): Garage {
  return useSyncExternalStore(subscribeGarage, getGarage, () => EMPTY_GARAGE);
}
