// Durability: an append-only journal of logical changes (post-images of documents, deletions by
// `_id`, collection/index DDL), fsynced before a write is acknowledged (group commit across
// connections), replayed at start and compacted into a snapshot from time to time.
//
// Record framing (journal and snapshot): [u32 payload length][u32 crc32(payload)][BSON payload].
// Replaying a record twice is harmless (every record sets or removes a whole value), which is what
// makes "snapshot written, journal not yet truncated" crash windows safe.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'bson';
import { adoptDecoded } from './bsonTypes';
import { wrapDoubles } from './doubles';
import type { Logger } from './commands';
import { MAX_BSON_SIZE } from './cursors';
import { CommandError, fail } from './errors';
import type { ChangeLog, Store } from './store';
import { Doc } from './values';
import { DESERIALIZE_OPTIONS } from './wire';

const JOURNAL = 'journal.bin';
const SNAPSHOT = 'snapshot.bin';
const LOCK = 'embedded-mongo.lock';
const MAX_RECORD = 64 * 1024 * 1024;

const crc32: (data: Uint8Array) => number =
  typeof (zlib as { crc32?: unknown }).crc32 === 'function'
    ? (data) => zlib.crc32(data) >>> 0
    : (data) => createHash('sha256').update(data).digest().readUInt32LE(0);

/** Paths locked by this process (a second server in the same process must refuse too). */
const lockedHere = new Set<string>();

function frame(rec: Doc): Buffer {
  const payload = serialize(wrapDoubles(rec));
  const out = Buffer.allocUnsafe(8 + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, 8);
  return out;
}

/** Parses frames; stops at the first incomplete/corrupt one and reports where. */
function readFrames(buf: Buffer, onRecord: (rec: Doc) => void): { goodBytes: number; error: string | null } {
  let pos = 0;
  while (pos < buf.length) {
    if (pos + 8 > buf.length) return { goodBytes: pos, error: 'truncated record header' };
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    if (len < 5 || len > MAX_RECORD) return { goodBytes: pos, error: `invalid record length ${len}` };
    if (pos + 8 + len > buf.length) return { goodBytes: pos, error: 'truncated record' };
    const payload = buf.subarray(pos + 8, pos + 8 + len);
    if (crc32(payload) !== sum) return { goodBytes: pos, error: 'checksum mismatch' };
    let rec: Doc;
    try {
      rec = adoptDecoded(deserialize(payload, DESERIALIZE_OPTIONS) as Doc);
    } catch (err) {
      return { goodBytes: pos, error: `undecodable record (${(err as Error).message})` };
    }
    onRecord(rec);
    pos += 8 + len;
  }
  return { goodBytes: pos, error: null };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DbPathLockedError extends Error {}

export interface PersistenceOptions {
  /** Journal size that triggers compaction into a snapshot (bytes). */
  compactThresholdBytes?: number;
}

export class Persistence implements ChangeLog {
  private readonly dir: string;
  private journalFd = -1;
  private journalBytes = 0;
  private pending: Buffer[] = [];
  private waiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  private flushing = false;
  private flushScheduled = false;
  private closed = false;
  private idle: Array<() => void> = [];
  private readonly compactThreshold: number;
  private store: Store | null = null;

  constructor(
    dir: string,
    private readonly logger: Logger,
    options: PersistenceOptions = {},
  ) {
    this.dir = path.resolve(dir);
    this.compactThreshold = options.compactThresholdBytes ?? 64 * 1024 * 1024;
  }

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  private acquireLock(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const lockPath = this.file(LOCK);
    if (lockedHere.has(this.dir)) {
      throw new DbPathLockedError(
        `embedded-mongo: dbpath ${this.dir} is already in use by another embedded-mongo server in this process`,
      );
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = fs.openSync(lockPath, 'wx');
        fs.writeSync(fd, `${process.pid}\n`);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        lockedHere.add(this.dir);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      let pid = NaN;
      try {
        pid = parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      } catch {
        /* vanished: retry */
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) {
        throw new DbPathLockedError(
          `embedded-mongo: dbpath ${this.dir} is locked by a running embedded-mongo (pid ${pid}); stop it or use another --dbpath (if no embedded-mongo is running, delete ${lockPath})`,
        );
      }
      this.logger.warn(
        `embedded-mongo: taking over stale lock ${lockPath} (pid ${Number.isNaN(pid) ? '?' : pid} is not running)`,
      );
      try {
        fs.unlinkSync(lockPath);
      } catch {
        /* raced: retry */
      }
    }
    throw new DbPathLockedError(`embedded-mongo: could not lock dbpath ${this.dir}`);
  }

  private releaseLock(): void {
    if (!lockedHere.delete(this.dir)) return;
    try {
      fs.unlinkSync(this.file(LOCK));
    } catch {
      /* already gone */
    }
  }

  /** Locks the directory, loads snapshot + journal into `store`, then journals its changes. */
  open(store: Store): void {
    this.acquireLock();
    try {
      this.store = store;
      const snapPath = this.file(SNAPSHOT);
      if (fs.existsSync(snapPath)) {
        const r = readFrames(fs.readFileSync(snapPath), (rec) => {
          if (rec.o !== 'snap') store.apply(rec);
        });
        if (r.error)
          this.logger.warn(
            `embedded-mongo: snapshot ${snapPath} is damaged at byte ${r.goodBytes} (${r.error}); loaded what precedes it`,
          );
      }
      const journalPath = this.file(JOURNAL);
      let replayed = 0;
      if (fs.existsSync(journalPath)) {
        const buf = fs.readFileSync(journalPath);
        const r = readFrames(buf, (rec) => {
          store.apply(rec);
          replayed++;
        });
        if (r.error) {
          this.logger.warn(
            `embedded-mongo: journal ${journalPath}: ${r.error} at byte ${r.goodBytes}; discarding the last ${buf.length - r.goodBytes} bytes (torn write)`,
          );
          fs.truncateSync(journalPath, r.goodBytes);
        }
      }
      this.journalFd = fs.openSync(journalPath, 'a');
      this.journalBytes = fs.fstatSync(this.journalFd).size;
      if (replayed > 0) this.compact();
      store.changeLog = this;
    } catch (err) {
      if (this.journalFd >= 0) fs.closeSync(this.journalFd);
      this.journalFd = -1;
      this.releaseLock();
      throw err;
    }
  }

  prepare(rec: Doc): Buffer {
    let encoded: Buffer;
    try {
      encoded = frame(rec);
    } catch (err) {
      fail('BadValue', `document cannot be stored: ${(err as Error).message}`);
    }
    if (encoded.length - 8 > MAX_BSON_SIZE + 16 * 1024) {
      throw new CommandError(
        10334,
        'BSONObjectTooLarge',
        `object to insert too large. size in bytes: ${encoded.length - 8}, max size: ${MAX_BSON_SIZE}`,
      );
    }
    return encoded;
  }

  commit(encoded: Buffer): void {
    if (this.closed) return;
    this.pending.push(encoded);
  }

  /** Resolves when everything recorded so far is on disk; null when nothing is pending. */
  sync(): Promise<void> | null {
    if (this.pending.length === 0) return null;
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushing || this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.flushing) return;
    if (this.pending.length === 0 || this.journalFd < 0) {
      const idle = this.idle;
      this.idle = [];
      idle.forEach((f) => f());
      return;
    }
    this.flushing = true;
    const data = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    const fd = this.journalFd;
    const done = (err: Error | null): void => {
      this.flushing = false;
      if (err) {
        this.logger.warn(`embedded-mongo: journal write failed: ${err.message}`);
        waiters.forEach((w) => w.reject(err));
      } else {
        this.journalBytes += data.length;
        waiters.forEach((w) => w.resolve());
        if (this.journalBytes > this.compactThreshold && !this.closed) {
          try {
            this.compact();
          } catch (e) {
            this.logger.warn(`embedded-mongo: compaction failed: ${(e as Error).message}`);
          }
        }
      }
      this.flush();
    };
    const writeFrom = (offset: number): void => {
      fs.write(fd, data, offset, data.length - offset, null, (err, written) => {
        if (err) return done(err);
        if (offset + written < data.length) return writeFrom(offset + written);
        fs.fdatasync(fd, (err2) => done(err2));
      });
    };
    writeFrom(0);
  }

  /** Waits until no write is in flight and nothing is pending. */
  private drain(): Promise<void> {
    if (!this.flushing && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.idle.push(resolve);
      this.scheduleFlush();
    });
  }

  /**
   * Writes the whole store as a snapshot (temp file, fsync, rename) and empties the journal.
   * Synchronous, so no change can slip in between the snapshot and the truncation.
   */
  compact(): void {
    const store = this.store;
    if (!store) return;
    const tmp = this.file(SNAPSHOT + '.tmp');
    const fd = fs.openSync(tmp, 'w');
    try {
      let chunk: Buffer[] = [];
      let size = 0;
      const push = (rec: Doc): void => {
        const f = frame(rec);
        chunk.push(f);
        size += f.length;
        if (size > 1 << 20) {
          fs.writeSync(fd, Buffer.concat(chunk));
          chunk = [];
          size = 0;
        }
      };
      push({ o: 'snap', v: 1, at: new Date() });
      for (const db of store.dbs.values()) {
        for (const c of db.collections.values()) {
          push({ o: 'cc', d: db.name, c: c.name, opts: c.options, uuid: c.uuid, idx: c.indexes.map((i) => i.spec) });
          for (const doc of c.docs.values()) push({ o: 'p', d: db.name, c: c.name, v: doc });
        }
      }
      if (chunk.length) fs.writeSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file(SNAPSHOT));
    try {
      const dfd = fs.openSync(this.dir, 'r');
      fs.fsyncSync(dfd);
      fs.closeSync(dfd);
    } catch {
      /* directories cannot be fsynced on every platform */
    }
    // Records still pending were applied to memory already, so they are in the snapshot; writing
    // them to the fresh journal afterwards is harmless (idempotent).
    fs.ftruncateSync(this.journalFd, 0);
    fs.fsyncSync(this.journalFd);
    this.journalBytes = 0;
  }

  /** Flushes, compacts, closes the journal and releases the lock. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.drain();
    this.closed = true;
    try {
      if (this.journalFd >= 0) {
        if (this.journalBytes > 0) this.compact();
        fs.closeSync(this.journalFd);
      }
    } finally {
      this.journalFd = -1;
      if (this.store) this.store.changeLog = null;
      this.releaseLock();
    }
  }
}
