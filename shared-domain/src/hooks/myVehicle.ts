// 'My vehicle': the shopper's vehicle, remembered across pages and visits in localStorage and announced on the bus
// as `vehicle:selected`. The catalogue sets it; the product page (fit line) and the reviews (owners of my vehicle)
// read it. Every remote on the page (and every tab) sees the same value.
import { useSyncExternalStore } from 'react';
import { emit, on } from '../bus';
import type { VehicleSelection } from '../types';

/** localStorage key (not a spec key). */
export const MY_VEHICLE_STORAGE_KEY = 'sa_my_vehicle';

export interface MyVehicle {
  year: number;
  make: string;
  model?: string;
}

/** A stored or announced value as a vehicle, or null when it is not one (a vehicle needs a year and a make). */
export function toMyVehicle(value: unknown): MyVehicle | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const year = typeof v.year === 'string' ? Number(v.year) : v.year;
  const make = typeof v.make === 'string' ? v.make.trim() : '';
  const model = typeof v.model === 'string' ? v.model.trim() : '';
  if (typeof year !== 'number' || !Number.isInteger(year) || year <= 0 || !make) return null;
  return model ? { year, make, model } : { year, make };
}

function sameVehicle(a: MyVehicle | null, b: MyVehicle | null): boolean {
  return a === b || (!!a && !!b && a.year === b.year && a.make === b.make && (a.model ?? '') === (b.model ?? ''));
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage blocked (privacy mode): the vehicle lives for this page only
  }
}

function readStored(): MyVehicle | null {
  try {
    const raw = storage()?.getItem(MY_VEHICLE_STORAGE_KEY);
    return raw ? toMyVehicle(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

let current: MyVehicle | null | undefined;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

function set(next: MyVehicle | null, announce: boolean) {
  if (sameVehicle(current ?? null, next)) return;
  current = next;
  try {
    const s = storage();
    if (next) s?.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify(next));
    else s?.removeItem(MY_VEHICLE_STORAGE_KEY);
  } catch {
    // quota or privacy mode: keep the in-page value
  }
  notify();
  if (announce) emit('vehicle:selected', next ? { ...next } : {});
}

export function getMyVehicle(): MyVehicle | null {
  if (current === undefined) current = readStored();
  return current;
}

/** Remembers the vehicle and emits `vehicle:selected`. Values that are not a vehicle are ignored. */
export function setMyVehicle(vehicle: VehicleSelection): void {
  const next = toMyVehicle(vehicle);
  if (next) set(next, true);
}

/** Forgets the vehicle and emits `vehicle:selected` with an empty selection. */
export function clearMyVehicle(): void {
  set(null, true);
}

let unwire: (() => void) | null = null;
function wireExternalSources() {
  if (unwire || typeof window === 'undefined') return;
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MY_VEHICLE_STORAGE_KEY) return;
    const next = readStored();
    if (!sameVehicle(current ?? null, next)) {
      current = next;
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  // Another part of the page chose a vehicle (not re-announced, so no echo).
  const off = on('vehicle:selected', (selection) => {
    const next = toMyVehicle(selection);
    const empty = !selection || (selection.year === undefined && !selection.make && !selection.model);
    if (next) set(next, false);
    else if (empty) set(null, false);
  });
  unwire = () => {
    window.removeEventListener('storage', onStorage);
    off();
  };
}

function subscribe(listener: () => void) {
  wireExternalSources();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The remembered vehicle (re-renders on change from this page, the bus or another tab). */
export function useMyVehicle(): MyVehicle | null {
  return useSyncExternalStore(subscribe, getMyVehicle, () => null);
}

/** Test helper: forget the in-memory copy (the next read comes from storage) and listen again on a fresh bus. */
export function resetMyVehicleForTests(): void {
  current = undefined;
  unwire?.();
  unwire = null;
  if (listeners.size > 0) wireExternalSources();
}
