// Tracking events of spec 2 §7: page_view, view_item, add_to_cart, view_item_list, view_cart and purchase go to the
// page's data layer (window.dataLayer, read by an analytics tag) and to the marketing service, which stores them.
// Each event carries a generated id (the browser pixel's page-view event id) and the page type derived from the path.
// Customer data (email, phone, address parts) is attached only for a signed-in viewer, and only those fields.
import { getApiBaseUrl, doubleSubmitHeaders } from '../api/baseApi';
import { pageTypeFromPath, shouldTrackPageView } from '../rules/page';
import { whenIdle } from '../ui/whenIdle';

export const TRACKING_EVENTS = [
  'page_view',
  'view_item',
  'add_to_cart',
  'view_item_list',
  'view_cart',
  'purchase',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

export const TRACKING_EVENTS_PATH = '/api/analytics/events';

/** The customer fields tracking may receive (spec 2 §7: email, phone, address parts), for a signed-in viewer only. */
export interface TrackingCustomer {
  email?: string;
  phone?: string;
  first_name?: string;
  last_name?: string;
  city?: string;
  state_code?: string;
  zip_code?: string;
  country_code?: string;
}

export interface TrackingEventBody {
  name: TrackingEventName;
  event_id: string;
  page_type: string;
  path: string;
  data: Record<string, unknown>;
  customer?: TrackingCustomer;
}

type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends an entry to window.dataLayer (created when the page has none yet). */
export function pushDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * A random event id (32 hex characters). getRandomValues, unlike randomUUID, is there on a page served over plain
 * http too, in every browser the build targets and in Node.
 */
export function newTrackingEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Only the listed customer fields, trimmed, empty ones left out; undefined when nothing remains. */
export function trackingCustomer(source: Partial<Record<keyof TrackingCustomer, unknown>> | null | undefined) {
  if (!source) return undefined;
  const keys: Array<keyof TrackingCustomer> = [
    'email',
    'phone',
    'first_name',
    'last_name',
    'city',
    'state_code',
    'zip_code',
    'country_code',
  ];
  const customer: TrackingCustomer = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) customer[key] = value.trim();
  }
  return Object.keys(customer).length ? customer : undefined;
}

let customerOfViewer: TrackingCustomer | undefined;

/**
 * The signed-in viewer's customer data, attached to every later event; undefined for a guest (the shell sets it from
 * the session). Kept here, not passed by each caller, so no remote can attach a guest's typed-in data by mistake.
 */
export function setTrackingViewer(customer: TrackingCustomer | undefined): void {
  customerOfViewer = customer;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The body the marketing service stores for an event (exported for tests and for the service's contract test). */
export function trackingEventBody(
  name: TrackingEventName,
  data: Record<string, unknown>,
  path: string = currentPath(),
  eventId: string = newTrackingEventId(),
): TrackingEventBody {
  return {
    name,
    event_id: eventId,
    page_type: pageTypeFromPath(path),
    path,
    data,
    ...(customerOfViewer ? { customer: customerOfViewer } : {}),
  };
}

function post(body: TrackingEventBody): void {
  // keepalive: a purchase or a page view right before navigating away still arrives.
  const base = getApiBaseUrl() || (typeof window === 'undefined' ? '' : window.location.origin);
  fetch(`${base}${TRACKING_EVENTS_PATH}`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...doubleSubmitHeaders() },
    body: JSON.stringify(body),
  }).catch((error: unknown) => console.error('[tracking] event not sent', body.name, error));
}

/** Events waiting to be posted, oldest first. */
const outbox: TrackingEventBody[] = [];

/** Posts the waiting events in order. */
function postOutbox(): void {
  for (const body of outbox.splice(0)) post(body);
}

function postOutboxIfHidden(): void {
  if (document.visibilityState === 'hidden') postOutbox();
}

/**
 * The post (the cookie read, the body's JSON, the request) waits for the browser's next idle moment, so that it does
 * not lengthen the task that tracked the event (a page view is tracked in the hydration's effects); leaving or hiding
 * the page posts what waits at once, as a phone may never come back to a hidden page. (Adding a listener already
 * added does nothing.)
 */
function send(body: TrackingEventBody): void {
  if (typeof fetch !== 'function') return;
  if (typeof document === 'undefined') return post(body);
  addEventListener('pagehide', postOutbox);
  document.addEventListener('visibilitychange', postOutboxIfHidden);
  if (outbox.push(body) === 1) whenIdle(postOutbox);
}

/**
 * Pushes an event to the data layer at once and sends it to the marketing service when the browser is next idle (within
 * 2 s; at once when the page is left or hidden), events in the order tracked. Returns the event id. A page_view of a
 * path containing cart, checkout or order is skipped (spec 2 §7) and returns null.
 */
export function trackEvent(name: TrackingEventName, data: Record<string, unknown> = {}): string | null {
  const path = currentPath();
  if (name === 'page_view' && !shouldTrackPageView(path)) return null;
  const body = trackingEventBody(name, data, path);
  pushDataLayer({ event: name, event_id: body.event_id, page_type: body.page_type, ...data });
  send(body);
  return body.event_id;
}
