import mongoose, { Schema } from 'mongoose';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { trusted } from './database';
import { modelOn } from './database';

interface HitDoc {
  _id: string;
  hits: number;
  resetAt: Date;
}

const hitSchema = new Schema<HitDoc>(
  {
    _id: { type: String, required: true },
    hits: { type: Number, default: 0 },
    resetAt: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false, strictQuery: true },
);
hitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

/**
 * express-rate-limit store in MongoDB, so limits hold across restarts and replicas (the default store is memory).
 * Each key holds a hit count and the end of its window.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private readonly Hit: mongoose.Model<HitDoc>;

  constructor(connection: mongoose.Connection, prefix: string) {
    this.prefix = prefix;
    this.Hit = modelOn<HitDoc>(connection, 'RateLimitHit', hitSchema);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private id(key: string) {
    return `${this.prefix}${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const doc = await this.Hit.findById(this.id(key)).lean<HitDoc>();
    if (!doc || doc.resetAt.getTime() <= Date.now()) return undefined;
    return { totalHits: doc.hits, resetTime: doc.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.id(key);
    const now = Date.now();
    // A window that has ended starts again.
    await this.Hit.updateOne(
      { _id: id, resetAt: trusted({ $lte: new Date(now) }) },
      { $set: { hits: 0, resetAt: new Date(now + this.windowMs) } },
    );
    const doc = await this.Hit.findOneAndUpdate(
      { _id: id },
      { $inc: { hits: 1 }, $setOnInsert: { resetAt: new Date(now + this.windowMs) } },
      { upsert: true, new: true },
    ).lean<HitDoc>();
    return { totalHits: doc?.hits ?? 1, resetTime: doc?.resetAt ?? new Date(now + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.Hit.updateOne({ _id: this.id(key), hits: trusted({ $gt: 0 }) }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await this.Hit.deleteOne({ _id: this.id(key) });
  }

  async resetAll(): Promise<void> {
    await this.Hit.deleteMany({ _id: trusted({ $regex: `^${this.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` }) });
  }
}
