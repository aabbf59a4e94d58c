/** @jest-environment jsdom */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { emit, on } from '../bus';
import type { VehicleSelection } from '../types';
import {
  GARAGE_LIMITS,
  GARAGE_STORAGE_KEY,
  MY_VEHICLE_STORAGE_KEY,
  clearMyVehicle,
  getGarage,
  getMyVehicle,
  replaceGarage,
  resetMyVehicleForTests,
  setMyVehicle,
  toGarage,
  useMyVehicle,
} from './myVehicle';
import {
  addGarageVehicle,
  removeGarageVehicle,
  renameGarageVehicle,
  setActiveGarageVehicle,
  useGarage,
} from '../rules/garage';

const F150 = { year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' };
const CIVIC = { year: 2016, make: 'Honda', model: 'Civic' };
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

let heard: VehicleSelection[];
let off: () => void;
beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
  heard = [];
  off = on('vehicle:selected', (v) => heard.push(v));
});
afterEach(() => off());

describe('the garage', () => {
  it('migrates the old single vehicle into a garage of one, active, with one id kept across visits', () => {
    window.localStorage.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify({ year: 2019, make: 'Ford', model: 'Ranger' }));
    expect(getMyVehicle()).toEqual({ year: 2019, make: 'Ford', model: 'Ranger' });
    const { vehicles, activeId } = getGarage();
    expect(vehicles).toEqual([{ id: expect.any(String), year: 2019, make: 'Ford', model: 'Ranger' }]);
    expect(activeId).toBe(vehicles[0].id);
    resetMyVehicleForTests();
    expect(getGarage().vehicles[0].id).toBe(vehicles[0].id);
  });

  it('setMyVehicle adds a vehicle once (year, make, model and trim tell them apart) and makes it active', () => {
    setMyVehicle(F150);
    setMyVehicle(CIVIC);
    setMyVehicle({ ...F150, make: 'FORD' });
    setMyVehicle({ ...F150, trim: 'Regular Cab' });
    expect(getGarage().vehicles.map((v) => `${v.model} ${v.trim ?? ''}`.trim())).toEqual([
      'F-150 Crew Cab',
      'Civic',
      'F-150 Regular Cab',
    ]);
    expect(getMyVehicle()).toEqual({ ...F150, trim: 'Regular Cab' });
    expect(heard).toEqual([F150, CIVIC, F150, { ...F150, trim: 'Regular Cab' }]);
    // the old key mirrors the active vehicle, for builds from before the garage
    expect(stored(MY_VEHICLE_STORAGE_KEY)).toEqual({ ...F150, trim: 'Regular Cab' });
  });

  it("the finder's steps complete the active vehicle instead of adding one per step", () => {
    setMyVehicle({ year: 2018, make: 'Ford' });
    renameGarageVehicle(getGarage().vehicles[0].id, 'Truck');
    setMyVehicle({ year: 2018, make: 'ford', model: 'F-150' });
    expect(getGarage().vehicles).toEqual([
      { id: expect.any(String), year: 2018, make: 'ford', model: 'F-150', name: 'Truck' },
    ]);
    // another year is another vehicle
    setMyVehicle({ year: 2019, make: 'Ford' });
    setMyVehicle({ year: 2019, make: 'Ford', model: 'Ranger' });
    expect(getGarage().vehicles.map((v) => `${v.year} ${v.model}`)).toEqual(['2018 F-150', '2019 Ranger']);
  });

  it('clearMyVehicle leaves no vehicle active and keeps the garage', () => {
    setMyVehicle(F150);
    clearMyVehicle();
    expect(getMyVehicle()).toBeNull();
    expect(getGarage().vehicles).toHaveLength(1);
    expect(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)).toBeNull();
    expect(heard.at(-1)).toEqual({});
    resetMyVehicleForTests();
    expect(getGarage()).toEqual({ vehicles: [expect.objectContaining(F150)], activeId: null });
  });

  it('picks, renames and removes by id', () => {
    setMyVehicle(F150);
    setMyVehicle(CIVIC);
    const [truck, car] = getGarage().vehicles;
    setActiveGarageVehicle(truck.id);
    expect(getMyVehicle()).toEqual(F150);
    expect(renameGarageVehicle(truck.id, '  Work truck ')).toBe(true);
    expect(getMyVehicle()).toEqual({ ...F150, name: 'Work truck' });
    expect(heard.at(-1)).toEqual(F150); // the name is the shopper's, not announced
    expect(renameGarageVehicle(truck.id, '<script>')).toBe(false);
    expect(renameGarageVehicle(truck.id, 'x'.repeat(GARAGE_LIMITS.nameMaxLength + 1))).toBe(false);
    expect(getMyVehicle()?.name).toBe('Work truck');
    renameGarageVehicle(truck.id, '');
    expect(getMyVehicle()).toEqual(F150);
    removeGarageVehicle(car.id);
    expect(getMyVehicle()).toEqual(F150);
    removeGarageVehicle(truck.id);
    expect(getGarage()).toEqual({ vehicles: [], activeId: null });
    setActiveGarageVehicle('nope');
    expect(getMyVehicle()).toBeNull();
  });

  it('holds at most 10: an added vehicle is refused, a finder pick makes room by dropping the oldest inactive one', () => {
    for (let year = 2001; year <= 2010; year++)
      expect(addGarageVehicle({ year, make: 'Ford', model: 'F-150' })).toBe('added');
    expect(addGarageVehicle({ year: 2011, make: 'Ford', model: 'F-150' })).toBe('full');
    expect(addGarageVehicle({ year: 2010, make: 'Ford', model: 'F-150' })).toBe('exists');
    expect(addGarageVehicle({ year: 0, make: 'Ford' })).toBe('invalid');
    setActiveGarageVehicle(getGarage().vehicles[0].id);
    setMyVehicle({ year: 2011, make: 'Ford', model: 'F-150' });
    expect(getGarage().vehicles.map((v) => v.year)).toEqual([
      2001, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011,
    ]);
  });

  it('cleans a stored or received garage', () => {
    const g = toGarage({
      vehicles: [
        { id: 'a', ...F150 },
        { id: 'b', ...F150, name: 'dup' },
        { id: 'a', ...CIVIC },
        null,
        { id: 'c', year: 'x', make: 'Ford' },
        { id: 'd', ...CIVIC, name: 'bad<name>' },
        ...Array.from({ length: 12 }, (_, i) => ({ id: `y${i}`, year: 1990 + i, make: 'Kia' })),
      ],
      activeId: 'zzz',
    });
    expect(g.vehicles.slice(0, 2)).toEqual([
      { id: 'a', ...F150 },
      { id: 'd', ...CIVIC },
    ]);
    expect(g.vehicles).toHaveLength(10);
    expect(g.activeId).toBeNull();
    expect(toGarage('nonsense')).toEqual({ vehicles: [], activeId: null });
  });

  it('replaceGarage takes a whole garage and announces its active vehicle', () => {
    replaceGarage({ vehicles: [{ id: 'a', ...CIVIC }], activeId: 'a' });
    expect(getMyVehicle()).toEqual(CIVIC);
    expect(stored(GARAGE_STORAGE_KEY)).toEqual({ vehicles: [{ id: 'a', ...CIVIC }], activeId: 'a' });
    expect(heard).toEqual([CIVIC]);
  });

  it('follows another tab (storage events) and a vehicle chosen elsewhere on the page (the bus)', () => {
    function View() {
      const g = useGarage();
      const v = useMyVehicle();
      return h('p', null, `${g.vehicles.length} ${v ? v.make : 'none'}`);
    }
    render(h(View));
    expect(screen.getByText('0 none')).toBeTruthy();
    act(() => {
      window.localStorage.setItem(
        GARAGE_STORAGE_KEY,
        JSON.stringify({ vehicles: [{ id: 'a', ...CIVIC }], activeId: 'a' }),
      );
      window.localStorage.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify(CIVIC));
      window.dispatchEvent(new StorageEvent('storage', { key: GARAGE_STORAGE_KEY }));
    });
    expect(screen.getByText('1 Honda')).toBeTruthy();
    act(() => emit('vehicle:selected', F150));
    expect(screen.getByText('2 Ford')).toBeTruthy();
    expect(heard).toEqual([F150]); // not echoed
    act(() => emit('vehicle:selected', {}));
    expect(screen.getByText('2 none')).toBeTruthy();
  });

  it('renders the empty garage on the server whatever is stored', () => {
    setMyVehicle(F150);
    const html = renderToString(
      h(() => h('p', null, `${useGarage().vehicles.length} ${useMyVehicle()?.make ?? 'none'}`)),
    );
    expect(html).toContain('0 none');
  });
});
