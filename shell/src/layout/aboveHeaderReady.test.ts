import { aboveHeaderModules } from '@storefront/shared-domain';
import { ABOVE_HEADER_MAX_WAIT_MS, aboveHeaderReady } from './aboveHeaderReady';

function fakes({ loadDelayMs = 0, loadFails = false } = {}) {
  const unsubscribe = jest.fn();
  const dispatch = jest.fn(() => Object.assign(Promise.resolve({ data: [] }), { unsubscribe }));
  const load = jest.fn(
    (area: string, module: string) =>
      new Promise((resolve, reject) =>
        setTimeout(() => (loadFails ? reject(new Error(`${area}${module} down`)) : resolve({})), loadDelayMs),
      ),
  );
  return { store: { dispatch } as never, registry: { load } as never, dispatch, load, unsubscribe };
}

describe('the first render waits for what sits above the header', () => {
  afterEach(() => jest.useRealTimers());

  it('names the marketing modules a page shows above its header, none in checkout', () => {
    expect(aboveHeaderModules('/collections/car-subwoofers')).toEqual([
      './SaleBanner',
      './Countdown',
      './GeoTransitBanner',
    ]);
    expect(aboveHeaderModules('/cart')).toEqual(['./Countdown']);
    expect(aboveHeaderModules('/checkout/v3')).toEqual([]);
  });

  it('loads the sale settings and those modules before resolving', async () => {
    const { store, registry, dispatch, load, unsubscribe } = fakes();
    await aboveHeaderReady('/', store, registry);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(load.mock.calls).toEqual([
      ['marketing', './SaleBanner'],
      ['marketing', './Countdown'],
      ['marketing', './GeoTransitBanner'],
    ]);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does not wait where nothing shows above the header', async () => {
    const { store, registry, dispatch, load } = fakes();
    await aboveHeaderReady('/checkout/v3', store, registry);
    expect(dispatch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders anyway when the marketing remote fails', async () => {
    const { store, registry } = fakes({ loadFails: true });
    await expect(aboveHeaderReady('/', store, registry)).resolves.toBeUndefined();
  });

  it('waits no longer than its limit for a slow marketing remote', async () => {
    jest.useFakeTimers();
    const { store, registry } = fakes({ loadDelayMs: 60_000 });
    let done = false;
    void aboveHeaderReady('/', store, registry).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(ABOVE_HEADER_MAX_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("also waits for the header's own parts fetched at start, within the same limit", async () => {
    jest.useFakeTimers();
    const { store, registry, dispatch } = fakes();
    let menusArrive: () => void = () => undefined;
    const menus = new Promise<void>((resolve) => {
      menusArrive = resolve;
    });
    let done = false;
    void aboveHeaderReady('/checkout/confirmation', store, registry, ABOVE_HEADER_MAX_WAIT_MS, [menus]).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    menusArrive();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(dispatch).not.toHaveBeenCalled();

    done = false;
    void aboveHeaderReady('/checkout/confirmation', store, registry, ABOVE_HEADER_MAX_WAIT_MS, [
      new Promise(() => {}),
    ]).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(ABOVE_HEADER_MAX_WAIT_MS);
    expect(done).toBe(true);
  });
});
