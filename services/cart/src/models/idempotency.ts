import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import { CART_LIMITS } from '../domain/limits';

/** The answer a keyed write gave, replayed to every repeat of the same key and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
  /** The sa_cart_token cookie the answer set (null: it left the cookie alone or cleared it). */
  cookieToken: string | null;
  clearCookie: boolean;
}

export interface IdempotencyKeyDoc {
  /** The client's Idempotency-Key. */
  key: string;
  /** Whose key it is ('account:<id>' or 'guest'): one caller's answer is never replayed to another account. */
  scope: string;
  /** sha256 of the operation and its validated body: the same key with another body is refused (422). */
  hash: string;
  /** 'failed': a definite failure kept for repeats (a declined card), see applyOnce's keepFailure. */
  state: 'pending' | 'done' | 'failed';
  /** When the request now applying the write took the key (a stale lease is taken over by a retry). */
  lockedAt: Date;
  /** The process running the write (a record its own process no longer runs is taken over at once). */
  holder?: string;
  /** sha256 of the part a repeat may change after a kept failure (null: none). */
  variant?: string | null;
  answer?: StoredAnswer | null;
  createdAt?: Date;
}

const idempotencyKeySchema = new Schema<IdempotencyKeyDoc>(
  {
    key: { type: String, required: true },
    scope: { type: String, required: true },
    hash: { type: String, required: true },
    state: { type: String, enum: ['pending', 'done', 'failed'], required: true },
    lockedAt: { type: Date, required: true },
    holder: String,
    variant: { type: String, default: null },
    answer: { type: Schema.Types.Mixed, default: null },
  },
  {
    collection: 'idempotency_keys',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    strictQuery: true,
  },
);
idempotencyKeySchema.index({ key: 1, scope: 1 }, { unique: true });
idempotencyKeySchema.index({ createdAt: 1 }, { expireAfterSeconds: CART_LIMITS.idempotencyTtlSeconds });

export function idempotencyModels(connection: mongoose.Connection) {
  return { IdempotencyKey: modelOn<IdempotencyKeyDoc>(connection, 'IdempotencyKey', idempotencyKeySchema) };
}

export type IdempotencyKeyModel = ReturnType<typeof idempotencyModels>['IdempotencyKey'];
export type IdempotencyModels = ReturnType<typeof idempotencyModels>;
