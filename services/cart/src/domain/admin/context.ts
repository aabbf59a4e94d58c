// What the back office's changes to orders and returns work with.
import type { JobQueue } from '@storefront/service-platform';
import type { Logger } from 'pino';
import type { StockReserver } from '../../clients/catalog';
import type { PaymentProvider } from '../../lib/payments';
import type { OrderModels } from '../../models/order';

export interface AdminContext {
  models: OrderModels;
  payments: PaymentProvider;
  /** The service's job queue: the emails of each change leave through it, never inside the request. */
  queue: JobQueue;
  /** A cancelled order's stock reservation is given back to the catalog (best effort). */
  stock: StockReserver;
  /** The store's address, which links in emails point at. */
  publicOrigin: string;
  logger?: Pick<Logger, 'warn'>;
  now?: () => Date;
}

/** Who made a change (the staff member's email), kept in the order's history. */
export type Actor = string;

export const nowOf = (ctx: AdminContext) => ctx.now?.() ?? new Date();

/** Dollars to cents and back: every sum of money in the back office is added up in whole cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => Math.round(cents) / 100;
export const formatCents = (cents: number) => `$${(Math.round(cents) / 100).toFixed(2)}`;
