import type { Request } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from './schemas';

/** The Idempotency-Key header: null when absent; 400 when malformed. */
export function idempotencyKeyFrom(req: Request): string | null {
  const raw = req.get(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  return parseOrThrow(idempotencyKeySchema, raw, 'Idempotency-Key header');
}
