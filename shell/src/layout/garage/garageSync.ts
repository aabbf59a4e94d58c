// The signed-in garage: the account keeps a copy (GET / PUT /api/account/garage), so the garage follows the shopper
// across devices. At sign-in the local vehicles join the account's (mergeGarages) and local becomes that union; while
// signed in, every change is sent (debounced, flushed when the page goes away). Signed out, the local garage stays as
// it is. A chunk of its own: a visitor's page never loads it.
import {
  GARAGE_LIMITS,
  baseApi,
  garageVehicleKey,
  getGarage,
  newGarageVehicleId,
  replaceGarage,
  subscribeGarage,
  toGarage,
  unwrapData,
  type useAppDispatch,
  type Garage,
} from '@storefront/shared-domain';

export const GARAGE_PATH = '/api/account/garage';
/** Changes closer together than this are sent as one. */
export const GARAGE_SYNC_DEBOUNCE_MS = 600;

/**
 * The account's garage with the local vehicles it lacks added (alike: same year, make, model and trim), up to the
 * limit; a name only one side has is kept. The account's active vehicle wins; without one, the local active one.
 */
export function mergeGarages(account: Garage, local: Garage): Garage {
  const vehicles = [...account.vehicles];
  const ids = new Set(vehicles.map((v) => v.id));
  for (const v of local.vehicles) {
    const alike = vehicles.findIndex((a) => garageVehicleKey(a) === garageVehicleKey(v));
    if (alike !== -1) {
      if (!vehicles[alike].name && v.name) vehicles[alike] = { ...vehicles[alike], name: v.name };
    } else if (vehicles.length < GARAGE_LIMITS.maxVehicles) {
      const id = ids.has(v.id) ? newGarageVehicleId() : v.id;
      ids.add(id);
      vehicles.push({ ...v, id });
    }
  }
  const localActive = local.vehicles.find((v) => v.id === local.activeId);
  const activeId =
    account.activeId ??
    (localActive && vehicles.find((v) => garageVehicleKey(v) === garageVehicleKey(localActive))?.id);
  return toGarage({ vehicles, activeId: activeId ?? null });
}

// Through the store's API: it adds the account service's CSRF token (and fetches a new one when refused).
const garageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShellGarage: build.query<Garage, void>({
      query: () => ({ url: GARAGE_PATH, cache: 'no-store' }),
      transformResponse: (body: unknown) => toGarage(unwrapData(body)),
    }),
    putShellGarage: build.mutation<unknown, { garage: Garage; keepalive?: boolean }>({
      query: ({ garage, keepalive }) => ({ url: GARAGE_PATH, method: 'PUT', body: garage, keepalive }),
    }),
  }),
});

type Dispatch = ReturnType<typeof useAppDispatch>;
interface Settles {
  unwrap(): Promise<unknown>;
  unsubscribe?: () => void;
}

/** Starts following the signed-in account's garage; returns the stop (sign-out, another account). */
export function startGarageSync(dispatch: Dispatch): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = '';
  let unsubscribe = () => {};

  const send = (garage: Garage, keepalive = false) => {
    sent = JSON.stringify(garage);
    return (dispatch(garageApi.endpoints.putShellGarage.initiate({ garage, keepalive })) as Settles).unwrap();
  };
  const flush = (keepalive = false) => {
    clearTimeout(timer);
    timer = undefined;
    const garage = getGarage();
    if (!stopped && JSON.stringify(garage) !== sent) void send(garage, keepalive).catch(() => undefined);
  };
  const onPageHide = () => {
    if (timer !== undefined) flush(true);
  };

  void (async () => {
    const read = dispatch(garageApi.endpoints.getShellGarage.initiate(undefined, { forceRefetch: true })) as Settles;
    const account = (await read.unwrap().finally(() => read.unsubscribe?.())) as Garage;
    if (stopped) return;
    sent = JSON.stringify(account);
    replaceGarage(mergeGarages(account, getGarage()));
    flush();
    unsubscribe = subscribeGarage(() => {
      clearTimeout(timer);
      timer = setTimeout(flush, GARAGE_SYNC_DEBOUNCE_MS);
    });
    window.addEventListener('pagehide', onPageHide);
  })().catch(() => undefined); // offline or the service is down: the local garage stays as it is

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
  };
}
