// A small in-process cache for computed answers of a read-mostly catalogue: LRU with a TTL, and concurrent misses
// for the same key share one computation. A TTL of 0 turns it off (tests that change data).
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';

export class AnswerCache {
  private readonly lru: LRUCache<string, { value: unknown }> | null;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly clearListeners: Array<() => void> = [];

  constructor(ttlMs: number, max = 2000) {
    this.lru = ttlMs > 0 ? new LRUCache<string, { value: unknown }>({ max, ttl: ttlMs }) : null;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.lru) return compute();
    const hit = this.lru.get(key);
    if (hit) return hit.value as T;
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = compute()
      .then((value) => {
        this.lru!.set(key, { value });
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops every answer, and whatever else was registered to go with them (readers that keep data of their own). */
  clear() {
    this.lru?.clear();
    for (const listener of this.clearListeners) listener();
  }

  onClear(listener: () => void) {
    this.clearListeners.push(listener);
  }
}

export interface JsonBody {
  body: string;
  etag: string;
}

/** Serialised once: the cached answer is the JSON text and its ETag (same form as Express's weak ETags). */
export function toJsonBody(value: unknown): JsonBody {
  return jsonBodyOf(JSON.stringify(value));
}

/** A JSON text already serialised, with its ETag. */
export function jsonBodyOf(body: string): JsonBody {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').slice(0, 27);
  return { body, etag: `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"` };
}

/** Sends a serialised answer; Express answers 304 itself when If-None-Match matches the ETag. */
export function sendJsonBody(res: Response, answer: JsonBody): void {
  res.set('ETag', answer.etag);
  res.type('application/json; charset=utf-8');
  res.send(answer.body);
}
