// 'My garage': the shopper's vehicles (up to 10, one of them active), remembered across pages and visits in
// localStorage. The active one is 'my vehicle': announced on the bus as `vehicle:selected` and mirrored under the old
// `sa_my_vehicle` key, which builds from before the garage (another tab, a pinned remote) still read and write. The
// catalogue sets it; the product page (fit line), the reviews and the header's garage read it. Every remote on the
// page (one copy of this module) and every tab (storage events) sees the same value.
import { useSyncExternalStore } from 'react';
import { emit, on } from '../bus';
import { VEHICLE_LIMITS } from '../constants';
import type { VehicleSelection } from '../types';

/** localStorage key of the active vehicle (not a spec key). */
export const MY_VEHICLE_STORAGE_KEY = 'sa_my_vehicle';
/** localStorage key of the whole garage. */
export const GARAGE_STORAGE_KEY = 'sa_garage';

/** CHOICE: a garage holds at most 10 vehicles; a name is at most 40 characters of the vehicle text set. */
export const GARAGE_LIMITS = { maxVehicles: 10, nameMaxLength: 40, idMaxLength: 40 } as const;

export interface MyVehicle {
  year: number;
  make: string;
  model?: string;
  /** Trim or cab ('Crew Cab'). */
  trim?: string;
  /** The shopper's name for it ('Work truck'). */
  name?: string;
}

export interface GarageVehicle extends MyVehicle {
  id: string;
}

export interface Garage {
  vehicles: GarageVehicle[];
  /** The active vehicle's id; null when none is. */
  activeId: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A trim or name as kept: the vehicle text set, at most `max` characters; else undefined. */
function safeText(value: unknown, max: number): string | undefined {
  const t = text(value);
  return t && t.length <= max && VEHICLE_LIMITS.textPattern.test(t) ? t : undefined;
}

/** A stored or announced value as a vehicle, or null when it is not one (a vehicle needs a year and a make). */
export function toMyVehicle(value: unknown): MyVehicle | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const year = typeof v.year === 'string' ? Number(v.year) : v.year;
  const make = text(v.make);
  if (typeof year !== 'number' || !Number.isInteger(year) || year <= 0 || !make) return null;
  const vehicle: MyVehicle = { year, make };
  const model = text(v.model);
  const trim = model ? safeText(v.trim, VEHICLE_LIMITS.textMaxLength) : undefined;
  const name = safeText(v.name, GARAGE_LIMITS.nameMaxLength);
  if (model) vehicle.model = model;
  if (trim) vehicle.trim = trim;
  if (name) vehicle.name = name;
  return vehicle;
}

/** What tells two vehicles apart: year, make, model and trim (case-insensitive); the name does not. */
export function garageVehicleKey(v: MyVehicle): string {
  return [v.year, v.make, v.model ?? '', v.trim ?? ''].join('|').toLowerCase();
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const sameVehicle = (a: MyVehicle | null, b: MyVehicle | null) =>
  a === b || (!!a && !!b && garageVehicleKey(a) === garageVehicleKey(b) && a.name === b.name);

/** A stored or received garage, cleaned: vehicles with an id, no two alike, at most 10; a known active id or null. */
export function toGarage(value: unknown): Garage {
  const g = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const vehicles: GarageVehicle[] = [];
  for (const item of Array.isArray(g.vehicles) ? g.vehicles : []) {
    const vehicle = toMyVehicle(item);
    const id = vehicle && safeText((item as { id?: unknown }).id, GARAGE_LIMITS.idMaxLength);
    if (!vehicle || !id || seen.has(garageVehicleKey(vehicle)) || vehicles.some((v) => v.id === id)) continue;
    seen.add(garageVehicleKey(vehicle));
    vehicles.push({ id, ...vehicle });
  }
  vehicles.splice(GARAGE_LIMITS.maxVehicles);
  const activeId = vehicles.some((v) => v.id === g.activeId) ? (g.activeId as string) : null;
  return { vehicles, activeId };
}

export function newGarageVehicleId(): string {
  return `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The active vehicle without its id (what `useMyVehicle` gives), or null. */
function activeOf(g: Garage): MyVehicle | null {
  const found = g.vehicles.find((v) => v.id === g.activeId);
  if (!found) return null;
  const { id: _id, ...vehicle } = found;
  return vehicle;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage blocked (privacy mode): the garage lives for this page only
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The stored garage. The old key wins on which vehicle is active: a build from before the garage may have written it
 * since (a vehicle not in the garage joins it; a removed key means none is active). A first visit after the garage
 * came finds only the old key: a garage of one.
 */
function readStored(): Garage {
  const g = toGarage(readJson(GARAGE_STORAGE_KEY));
  const legacy = toMyVehicle(readJson(MY_VEHICLE_STORAGE_KEY));
  return legacy ? withVehicle(g, legacy) : { ...g, activeId: null };
}

let garage: Garage | undefined;
let active: MyVehicle | null = null;
const listeners = new Set<() => void>();

function current(): Garage {
  if (garage === undefined) {
    garage = readStored();
    active = activeOf(garage);
    // A garage made from the old key is stored at once, so its vehicle keeps one id across pages and tabs.
    if (garage.vehicles.length > 0 && readJson(GARAGE_STORAGE_KEY) === null) write(garage);
  }
  return garage;
}

function write(g: Garage) {
  try {
    const s = storage();
    const a = activeOf(g);
    s?.setItem(GARAGE_STORAGE_KEY, JSON.stringify(g));
    // The mirror carries no name: it is what older builds read as 'my vehicle'.
    if (a) s?.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify({ ...a, name: undefined }));
    else s?.removeItem(MY_VEHICLE_STORAGE_KEY);
  } catch {
    // quota or privacy mode: keep the in-page value
  }
}

/** Makes `next` the garage: stored unless told not to, listeners told, the active vehicle announced if it changed. */
function commit(next: Garage, { announce = true, store = true } = {}) {
  const before = current();
  if (JSON.stringify(before) === JSON.stringify(next)) return;
  const nextActive = activeOf(next);
  const activeChanged = !sameVehicle(active, nextActive);
  garage = next;
  if (activeChanged) active = nextActive;
  if (store) write(next);
  listeners.forEach((listener) => listener());
  if (announce && activeChanged) {
    const { name: _name, ...selection } = nextActive ?? {};
    emit('vehicle:selected', selection as VehicleSelection);
  }
}

/**
 * `g` with `vehicle` in it and active: the one alike if there is one (given the new name if any), else a new one; a
 * full garage makes room (its oldest vehicle that is not active leaves) rather than forget the shopper's pick.
 */
function withVehicle(g: Garage, vehicle: MyVehicle): Garage {
  const key = garageVehicleKey(vehicle);
  const alike = g.vehicles.find((v) => garageVehicleKey(v) === key);
  if (alike) {
    const vehicles = vehicle.name
      ? g.vehicles.map((v) => (v === alike ? { ...v, name: vehicle.name } : v))
      : g.vehicles;
    return { vehicles, activeId: alike.id };
  }
  // The finder remembers each step (2018 Ford, then 2018 Ford F-150): a step that adds the model to the active vehicle
  // completes it instead of parking a second one.
  const partial = g.vehicles.find((v) => v.id === g.activeId && !v.model);
  if (partial && vehicle.model && partial.year === vehicle.year && sameText(partial.make, vehicle.make)) {
    return { ...g, vehicles: g.vehicles.map((v) => (v === partial ? { ...partial, ...vehicle, id: partial.id } : v)) };
  }
  const added = { id: newGarageVehicleId(), ...vehicle };
  const room = g.vehicles.length < GARAGE_LIMITS.maxVehicles;
  const oldest = room ? -1 : g.vehicles.findIndex((v) => v.id !== g.activeId);
  return { vehicles: [...g.vehicles.filter((_, i) => i !== oldest), added], activeId: added.id };
}

export function getMyVehicle(): MyVehicle | null {
  current();
  return active;
}

export function getGarage(): Garage {
  return current();
}

/**
 * Makes the vehicle the active one, adding it to the garage unless one alike is there (withVehicle), and emits
 * `vehicle:selected`. Values that are not a vehicle are ignored.
 */
export function setMyVehicle(vehicle: VehicleSelection & { trim?: string; name?: string }): void {
  const next = toMyVehicle(vehicle);
  if (next) commit(withVehicle(current(), next));
}

/** No vehicle is active (the garage keeps them all); emits `vehicle:selected` with an empty selection. */
export function clearMyVehicle(): void {
  commit({ ...current(), activeId: null });
}

/** Replaces the whole garage (the signed-in account's copy); cleaned as a stored one. */
export function replaceGarage(value: unknown): void {
  commit(toGarage(value));
}

let unwire: (() => void) | null = null;
function wireExternalSources() {
  if (unwire || typeof window === 'undefined') return;
  // Another tab changed it: read both keys again (already stored, so not written back; that tab announced it).
  const onStorage = (event: StorageEvent) => {
    if (event.key === GARAGE_STORAGE_KEY || event.key === MY_VEHICLE_STORAGE_KEY)
      commit(readStored(), { store: false, announce: false });
  };
  window.addEventListener('storage', onStorage);
  // Another part of the page chose a vehicle (not re-announced, so no echo).
  const off = on('vehicle:selected', (selection) => {
    const next = toMyVehicle(selection);
    const empty = !selection || (selection.year === undefined && !selection.make && !selection.model);
    if (next) commit(withVehicle(current(), next), { announce: false });
    else if (empty) commit({ ...current(), activeId: null }, { announce: false });
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

/** Calls `listener` on every change of the garage (the account sync follows it); returns the unsubscribe. */
export const subscribeGarage = subscribe;

/** The active vehicle (re-renders on change from this page, the bus or another tab); null on the server. */
export function useMyVehicle(): MyVehicle | null {
  return useSyncExternalStore(subscribe, getMyVehicle, () => null);
}

/** Test helper: forget the in-memory copy (the next read comes from storage) and listen again on a fresh bus. */
export function resetMyVehicleForTests(): void {
  garage = undefined;
  active = null;
  unwire?.();
  unwire = null;
  if (listeners.size > 0) wireExternalSources();
}
