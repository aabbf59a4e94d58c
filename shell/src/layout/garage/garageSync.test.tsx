/** @jest-environment jest-fixed-jsdom */
// The signed-in garage: at sign-in the local vehicles join the account's (mergeGarages), local becomes the union and
// the union is sent when it differs; while signed in every change is sent (debounced); signed out, nothing is sent.
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createStorefrontStore,
  getGarage,
  getMyVehicle,
  renameGarageVehicle,
  replaceGarage,
  resetMyVehicleForTests,
  sessionCleared,
  sessionReceived,
  setMyVehicle,
  type Garage,
} from '@storefront/shared-domain';
import { mockApi, type FetchDouble } from '@storefront/testing';
import { GARAGE_PATH, GARAGE_SYNC_DEBOUNCE_MS, mergeGarages } from './garageSync';
import { GarageSync } from './GarageSync';

const TRUCK = { id: 'a1', year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' };
const CAR = { id: 'l1', year: 2016, make: 'Honda', model: 'Civic' };

describe('mergeGarages', () => {
  it("adds the local vehicles the account lacks; the account's active vehicle wins", () => {
    const account: Garage = { vehicles: [TRUCK], activeId: 'a1' };
    const local: Garage = { vehicles: [{ ...TRUCK, id: 'l0', make: 'ford', name: 'Work' }, CAR], activeId: 'l1' };
    expect(mergeGarages(account, local)).toEqual({ vehicles: [{ ...TRUCK, name: 'Work' }, CAR], activeId: 'a1' });
  });

  it('keeps the local active vehicle when the account has none, under the id of the one alike', () => {
    const account: Garage = { vehicles: [TRUCK], activeId: null };
    expect(mergeGarages(account, { vehicles: [{ ...TRUCK, id: 'l0' }], activeId: 'l0' }).activeId).toBe('a1');
    expect(mergeGarages({ vehicles: [], activeId: null }, { vehicles: [], activeId: null })).toEqual({
      vehicles: [],
      activeId: null,
    });
  });

  it('gives a local vehicle a new id when the account uses its id, and stops at 10', () => {
    const merged = mergeGarages(
      { vehicles: [TRUCK], activeId: null },
      { vehicles: [{ ...CAR, id: 'a1' }], activeId: null },
    );
    expect(merged.vehicles[1]).toEqual({ ...CAR, id: expect.not.stringMatching(/^a1$/) });
    const many = Array.from({ length: 10 }, (_, i) => ({ ...CAR, id: `m${i}`, year: 2000 + i }));
    expect(
      mergeGarages({ vehicles: [TRUCK], activeId: null }, { vehicles: many, activeId: null }).vehicles,
    ).toHaveLength(10);
  });
});

describe('GarageSync', () => {
  let api: FetchDouble;
  let account: Garage;
  const puts = () => api.requests.filter((r) => r.method === 'PUT' && r.path === GARAGE_PATH);

  beforeEach(() => {
    window.localStorage.clear();
    resetMyVehicleForTests();
    account = { vehicles: [TRUCK], activeId: 'a1' };
    api = mockApi((url, request) => {
      if (url.pathname === '/api/auth/csrf') return { body: { csrfToken: 'token-1' } };
      if (url.pathname !== GARAGE_PATH) return undefined;
      if (request.method === 'PUT') return { body: { data: account } };
      return { body: { data: account } };
    });
  });
  afterEach(() => api.restore());

  function mount() {
    const store = createStorefrontStore({ apiBaseUrl: 'http://shell.test', refetchListeners: false });
    render(
      <Provider store={store}>
        <GarageSync />
      </Provider>,
    );
    return store;
  }
  const signIn = (store: ReturnType<typeof mount>) =>
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } } as never));
    });

  it('does nothing for a visitor', async () => {
    mount();
    setMyVehicle(CAR);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo(GARAGE_PATH)).toHaveLength(0);
  });

  it('at sign-in: local joins the account, local = union, the union is sent with the CSRF token', async () => {
    setMyVehicle(CAR);
    const store = mount();
    signIn(store);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(getMyVehicle()).toEqual({ year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' });
    expect(getGarage().vehicles.map((v) => v.model)).toEqual(['F-150', 'Civic']);
    expect(puts()[0].body).toEqual(getGarage());
    const put = api.requests.findIndex((r) => r.method === 'PUT');
    expect(api.requests.slice(0, put).map((r) => r.path)).toContain('/api/auth/csrf');
  });

  it('sends nothing when the union is the account garage, then every change once, debounced', async () => {
    replaceGarage(account);
    const store = mount();
    signIn(store);
    await waitFor(() => expect(api.callsTo(GARAGE_PATH)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(puts()).toHaveLength(0);
    act(() => {
      renameGarageVehicle('a1', 'Work');
      setMyVehicle(CAR);
    });
    await new Promise((r) => setTimeout(r, GARAGE_SYNC_DEBOUNCE_MS + 100));
    expect(puts()).toHaveLength(1);
    expect(puts()[0].body).toEqual(getGarage());
    // signed out: the local garage stays, nothing more is sent
    act(() => {
      store.dispatch(sessionCleared());
    });
    act(() => renameGarageVehicle('a1', 'Old'));
    await new Promise((r) => setTimeout(r, GARAGE_SYNC_DEBOUNCE_MS + 100));
    expect(puts()).toHaveLength(1);
    expect(getGarage().vehicles).toHaveLength(2);
  });
});
