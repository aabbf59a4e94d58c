// Test helpers of the marketing remote: a sale fixture, content page fixtures, a fetch double answering the sale settings (plus a test's
// own routes), a render with the session arrived, and a fake clock that still lets fetch (undici streams) settle
// between steps.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { sessionReceived, type ContentPage, type SaleSettings } from '@storefront/shared-domain';

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

/** A content page as GET /api/marketing/pages/:handle answers it, last updated on one fixed day. */
export function contentPageFixture(
  handle: string,
  title: string,
  description: string,
  blocks: ContentPage['blocks'],
): ContentPage {
  return { handle, title, description, updatedAt: '2025-11-01T00:00:00.000Z', blocks };
}

/** The about page: a block of every kind, its links both safe and unsafe. */
export const ABOUT_PAGE = contentPageFixture('about-us', 'About Sound Alley', 'Who we are.', [
  { type: 'heading', level: 2, text: 'Our story' },
  { type: 'paragraph', text: '<b>Not bold</b> since 2004.' },
  { type: 'heading', level: 3, text: 'What we sell' },
  { type: 'list', ordered: false, items: ['Subwoofers', 'Amplifiers'] },
  { type: 'list', ordered: true, items: ['Pick', 'Install'] },
  {
    type: 'links',
    items: [
      { text: 'Return policy', href: '/pages/return-policy' },
      { text: 'Our videos', href: 'https://videos.example.com/channel' },
      { text: 'Email support', href: 'mailto:support@example.com' },
      { text: 'Call us', href: 'tel:+18885017527' },
      { text: 'Sneaky', href: 'javascript:alert(1)' },
      { text: 'Elsewhere', href: '//evil.example.com' },
    ],
  },
  { type: 'faq', items: [{ question: 'Do you ship to Canada?', answer: 'US only.' }] },
]);

/** Answers GET /api/sale-settings with `sales`, then `handler`, else a JSON 404. */
export function mockMarketingApi(sales: unknown[], handler: RouteHandler = () => undefined): FetchDouble {
  return mockApi((url, request) =>
    url.pathname === '/api/sale-settings' ? { body: { data: sales } } : handler(url, request),
  );
}

export interface SessionPageOptions {
  /** The sale settings' answer (one active sale unless told). */
  sales?: unknown[];
  /** Answers the other requests. */
  handler?: RouteHandler;
  /** The session the shell hands over (a visitor unless told). */
  session?: Parameters<typeof sessionReceived>[0];
  url?: string;
}

/** Renders `element` as the shell would, with the API answering and the session arrived; returns the fetch double too. */
export function renderWithSession(
  element: ReactElement,
  { sales = [saleFixture()], handler, session = {}, url }: SessionPageOptions = {},
) {
  const api = mockMarketingApi(sales, handler);
  const rendered = renderRemote(element, { url });
  act(() => {
    rendered.store.dispatch(sessionReceived(session));
  });
  return Object.assign(rendered, { api });
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
