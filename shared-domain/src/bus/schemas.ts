// Run-time schemas of the bus payloads, one per event of StorefrontEventMap (the mapped type below fails to compile
// when an event has none). Producers and consumers live in different bundles deployed at different times, so types
// alone cannot hold the contract: emit() checks every payload outside production and throws on a wrong one, and a
// consumer that takes events from code it does not build (an integrator's CustomEvent) can check with isBusPayload.
// Extra fields are allowed (adding a field is backwards compatible); missing or mistyped ones are not.
import type { CartOpenReason, SessionStatus, StorefrontEventMap, StorefrontEventType } from './events';

/** Problems of a value at a path ('payload.item.sku'); empty when it fits. */
type Check = (value: unknown, at: string) => string[];

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

const string: Check = (value, at) =>
  typeof value === 'string' ? [] : [`${at} must be a string, got ${kindOf(value)}`];
const finiteNumber: Check = (value, at) =>
  typeof value === 'number' && Number.isFinite(value) ? [] : [`${at} must be a number, got ${kindOf(value)}`];
const count: Check = (value, at) =>
  Number.isInteger(value) && (value as number) >= 0 ? [] : [`${at} must be a whole number of at least 0`];
const positiveCount: Check = (value, at) =>
  Number.isInteger(value) && (value as number) >= 1 ? [] : [`${at} must be a whole number of at least 1`];
const boolean: Check = (value, at) => (typeof value === 'boolean' ? [] : [`${at} must be true or false`]);
const oneOf =
  (...allowed: readonly string[]): Check =>
  (value, at) =>
    allowed.includes(value as string) ? [] : [`${at} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}`];
const optional =
  (check: Check): Check =>
  (value, at) =>
    value === undefined ? [] : check(value, at);
const nullable =
  (check: Check): Check =>
  (value, at) =>
    value === null ? [] : check(value, at);
const nothing: Check = (value, at) => (value === undefined ? [] : [`${at} must be left out`]);
const object =
  (shape: Record<string, Check>): Check =>
  (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return [`${at} must be an object, got ${kindOf(value)}`];
    }
    const record = value as Record<string, unknown>;
    return Object.entries(shape).flatMap(([key, check]) => check(record[key], `${at}.${key}`));
  };

const CART_OPEN_REASONS: readonly CartOpenReason[] = ['item-added', 'header-click', 'header-hover', 'external'];
const SESSION_STATUSES: readonly SessionStatus[] = ['loading', 'authenticated', 'unauthenticated'];

const addToCartItem = object({
  sku: string,
  quantity: positiveCount,
  product_id: optional(string),
  is_pre_ordered_item: optional(boolean),
  product_type: optional(oneOf('normal', 'variant')),
  price: optional(finiteNumber),
  price_map: optional(finiteNumber),
  price_msrp: optional(finiteNumber),
  price_dealer: optional(nullable(finiteNumber)),
  source: optional(string),
  path: optional(string),
});

const sessionUser = object({
  account_id: string,
  email: string,
  role: optional(finiteNumber),
  isDealer: optional(boolean),
  is_dealer: optional(boolean),
});

/** The schema of every bus event's payload. */
export const BUS_PAYLOAD_SCHEMAS: { readonly [K in StorefrontEventType]: Check } = {
  'cart:add-requested': object({ item: addToCartItem }),
  'cart:item-added': object({ item: addToCartItem, cart_token: optional(nullable(string)) }),
  'cart:add-failed': object({ item: addToCartItem, message: string }),
  'cart:changed': object({ itemCount: count, cart_token: nullable(string) }),
  'cart:open': optional(object({ reason: optional(oneOf(...CART_OPEN_REASONS)) })),
  'cart:close': nothing,
  'session:changed': object({ status: oneOf(...SESSION_STATUSES), user: nullable(sessionUser) }),
  'vehicle:selected': object({ year: optional(finiteNumber), make: optional(string), model: optional(string) }),
  'ui:mobile-nav': object({ open: boolean }),
  'shell:navigated': object({ pathname: string, search: string }),
  'shell:remote-error': object({ area: string, module: string, message: string }),
};

/** What is wrong with a payload for an event; empty when it fits the contract. */
export function busPayloadProblems(type: StorefrontEventType, payload: unknown): string[] {
  const schema = BUS_PAYLOAD_SCHEMAS[type] as Check | undefined;
  if (!schema) return [`'${type}' is not a storefront bus event`];
  return schema(payload, 'payload');
}

/** Type guard for consumers that receive events from code they do not build. */
export function isBusPayload<K extends StorefrontEventType>(
  type: K,
  payload: unknown,
): payload is StorefrontEventMap[K] {
  return busPayloadProblems(type, payload).length === 0;
}

export class BusPayloadError extends Error {
  readonly problems: string[];

  constructor(type: string, problems: string[]) {
    super(`[storefront bus] '${type}' payload breaks the contract: ${problems.join('; ')}`);
    this.name = 'BusPayloadError';
    this.problems = problems;
  }
}

/** Throws a BusPayloadError when the payload does not fit its event. */
export function assertBusPayload(type: StorefrontEventType, payload: unknown): void {
  const problems = busPayloadProblems(type, payload);
  if (problems.length > 0) throw new BusPayloadError(type, problems);
}
