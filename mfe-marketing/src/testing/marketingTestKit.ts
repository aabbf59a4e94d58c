// Test helpers of the marketing remote: a sale fixture, a fetch double answering the sale settings (plus a test's
// own routes), and a fake clock that still lets fetch (undici streams) settle between steps.
import { act } from '@testing-library/react';
import { mockApi, type FetchDouble, type RouteHandler } from '@storefront/testing';
import type { SaleSettings } from '@storefront/shared-domain';

/** Thursday 20 November 2025, noon in New York: 11:59:59 left in the New York day. */
export const NOON_NY = '2025-11-20T12:00:00-05:00';

export function saleFixture(
  overrides: Partial<SaleSettings> = {},
  layout: Partial<SaleSettings['layoutSettings']> = {},
) {
  return {
    name: 'Fall Savings Event',
    saleIsActive: true,
    saleExpiresAt: '2025-12-31T23:59:59.999-05:00',
    discountPercentage: 0.15,
    salePercentageDailyDeal: 0.15,
    ...overrides,
    layoutSettings: {
      showSaleBanner: true,
      showCountdownTimer: true,
      showEmailSubscriberPopup: true,
      showPushNotificationPopup: true,
      showGeoTransitBanner: false,
      ...layout,
    },
  } satisfies SaleSettings;
}

/** Answers GET /api/sale-settings with `sales`, then `handler`, else a JSON 404. */
export function mockMarketingApi(sales: unknown[], handler: RouteHandler = () => undefined): FetchDouble {
  return mockApi((url, request) =>
    url.pathname === '/api/sale-settings' ? { body: { data: sales } } : handler(url, request),
  );
}

/** A little more than one animation frame. */
const FRAME_MS = 20;

// Captured before any test fakes the timers: settle() waits on the real clock.
const realSetTimeout = globalThis.setTimeout;

/**
 * Fake timers and Date at `now`. Microtasks stay real so fetch can finish, and so does requestAnimationFrame: the
 * store's auto-batching notifies subscribers on the next frame.
 */
export function useFakeClock(now: string = NOON_NY): void {
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'requestAnimationFrame', 'cancelAnimationFrame'],
    now: new Date(now),
  });
}

/** Lets pending fetches and their React updates finish without moving the fake clock. */
export async function settle(rounds = 8): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
    await new Promise((resolve) => realSetTimeout(resolve, FRAME_MS));
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
  });
}

/** Moves the fake clock, running timers and the React updates they cause. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle(2);
}

/** React's reveal throttle (FALLBACK_THROTTLE_MS) and then some: a part that has not shown by then never will. */
const PART_SHOWN_WITHIN_MS = 1000;
const PART_STEP_MS = 10;

/**
 * Lets the email popup's part (fetched at mount) arrive and read the sale settings, so a test counts the popup's wait
 * from the moment the page is eligible. When the part arrives after its Suspense fallback, React shows it on a timer
 * (its 300 ms reveal throttle) that the fake clock holds, so the clock moves in small steps until the part reads the
 * settings.
 */
export async function popupPartArrives(api: FetchDouble): Promise<void> {
  await settle();
  const saleSettingsRead = () => api.requests.some((request) => request.path === '/api/sale-settings');
  for (let waited = 0; !saleSettingsRead(); waited += PART_STEP_MS) {
    if (waited > PART_SHOWN_WITHIN_MS) throw new Error('the email popup part never read the sale settings');
    await advance(PART_STEP_MS);
  }
  await settle();
}
