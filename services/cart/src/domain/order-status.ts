// The order lifecycle: placed -> paid -> fulfilled (one or more shipments) -> delivered; placed or paid -> cancelled.
// Documents stored before it say 'processing' and 'shipped': they are answered with the new names, and every query and
// every conditional write matches a status by its stored names too, so no migration has to run first.
import type { OrderStatus } from '@storefront/shared-domain';
import { LEGACY_ORDER_STATUSES } from '../models/order';
import type { StoredOrderStatus } from '../models/order';

export function currentStatus(stored: StoredOrderStatus): OrderStatus {
  return stored in LEGACY_ORDER_STATUSES
    ? LEGACY_ORDER_STATUSES[stored as keyof typeof LEGACY_ORDER_STATUSES]
    : (stored as OrderStatus);
}

/** Every stored value that means one of `statuses`. */
export function storedNamesOf(statuses: readonly OrderStatus[]): StoredOrderStatus[] {
  const legacy = Object.entries(LEGACY_ORDER_STATUSES)
    .filter(([, now]) => statuses.includes(now))
    .map(([old]) => old as StoredOrderStatus);
  return [...statuses, ...legacy];
}

/** What each change needs the order to be in. */
export const TRANSITIONS = {
  ship: ['paid', 'fulfilled'],
  deliver: ['fulfilled'],
  cancel: ['placed', 'paid'],
  // A cancelled order whose refund failed at the provider can be refunded again.
  refund: ['paid', 'fulfilled', 'delivered', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderChange = keyof typeof TRANSITIONS;
