// Wire-level behaviour: OP_MSG sections and flags, the legacy OP_QUERY handshake, and garbage on a
// socket, which closes only that connection while every other connection keeps working.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { deserialize, Long, serialize } from 'bson';
import mongoose, { Connection } from 'mongoose';
import { EmbeddedMongo, startEmbeddedMongo } from '../src';

jest.setTimeout(30_000);

let server: EmbeddedMongo;
let conn: Connection;
const warnings: string[] = [];
let requestId = 1;

beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0, dbPath: null, logger: { warn: (m) => warnings.push(m) } });
  conn = await mongoose.createConnection(server.uri, { dbName: 'wire' }).asPromise();
});

afterAll(async () => {
  await conn?.close();
  await server?.stop();
});

function header(length: number, opCode: number, id = requestId++): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(id, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(body: object, opts: { flags?: number; sequence?: [string, object[]]; checksum?: boolean } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  if (opts.sequence) {
    const [id, docs] = opts.sequence;
    const payload = Buffer.concat([Buffer.from(id + '\0'), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  let flags = opts.flags ?? 0;
  if (opts.checksum) flags |= 1;
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0, 0);
  const tail = opts.checksum ? Buffer.alloc(4) : Buffer.alloc(0);
  const payload = Buffer.concat([flagBuf, ...parts, tail]);
  return Buffer.concat([header(16 + payload.length, 2013), payload]);
}

function opQuery(ns: string, query: object): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(ns + '\0'),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + body.length, 2004), body]);
}

class RawClient {
  readonly socket: net.Socket;
  private buf = Buffer.alloc(0);
  private waiting: Array<(b: Buffer) => void> = [];
  closed: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve()));
    this.socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      while (this.buf.length >= 4 && this.buf.length >= this.buf.readInt32LE(0) && this.waiting.length) {
        const len = this.buf.readInt32LE(0);
        const msg = this.buf.subarray(0, len);
        this.buf = this.buf.subarray(len);
        this.waiting.shift()!(msg);
      }
    });
  }

  ready(): Promise<void> {
    return new Promise((resolve) => this.socket.once('connect', () => resolve()));
  }

  send(b: Buffer): void {
    this.socket.write(b);
  }

  reply(): Promise<Buffer> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.socket.emit('data', Buffer.alloc(0));
    });
  }

  async command(body: object, opts?: Parameters<typeof opMsg>[1]): Promise<Record<string, unknown>> {
    this.send(opMsg(body, opts));
    const r = await this.reply();
    expect(r.readInt32LE(12)).toBe(2013);
    return deserialize(r.subarray(21), { promoteLongs: false }) as Record<string, unknown>;
  }
}

async function raw(): Promise<RawClient> {
  const c = new RawClient(server.port);
  await c.ready();
  return c;
}

describe('protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const c = await raw();
    c.send(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    const r = await c.reply();
    expect(r.readInt32LE(12)).toBe(1);
    expect(r.readInt32LE(32)).toBe(1);
    const doc = deserialize(r.subarray(36));
    expect(doc).toMatchObject({
      ok: 1,
      ismaster: true,
      helloOk: true,
      maxWireVersion: 21,
      maxBsonObjectSize: 16777216,
    });
    expect(doc.compression).toBeUndefined();
    c.socket.destroy();
  });

  it('reports what driver 6 needs in hello', async () => {
    const c = await raw();
    const doc = await c.command({
      hello: 1,
      $db: 'admin',
      lsid: { id: new Long(1) },
      $readPreference: { mode: 'primary' },
    });
    expect(doc).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      maxWireVersion: 21,
      maxMessageSizeBytes: 48000000,
      maxWriteBatchSize: 100000,
      logicalSessionTimeoutMinutes: 30,
    });
    expect(doc.localTime).toBeInstanceOf(Date);
    expect(typeof doc.connectionId).toBe('number');
    c.socket.destroy();
  });

  it('accepts document sequences, checksums and moreToCome', async () => {
    const c = await raw();
    const ins = await c.command(
      { insert: 'seq', $db: 'wire', ordered: true },
      { sequence: ['documents', [{ _id: 1 }, { _id: 2 }]], checksum: true },
    );
    expect(ins).toMatchObject({ n: 2, ok: 1 });
    // unacknowledged write: no reply, but the next command sees it
    c.send(opMsg({ insert: 'seq', $db: 'wire', documents: [{ _id: 3 }], writeConcern: { w: 0 } }, { flags: 2 }));
    const found = await c.command({ find: 'seq', $db: 'wire', filter: {} });
    expect((found.cursor as { firstBatch: unknown[] }).firstBatch).toHaveLength(3);
    c.socket.destroy();
  });

  it('answers unknown commands, transactions and change streams with clear errors', async () => {
    const c = await raw();
    expect(await c.command({ nope: 1, $db: 'wire' })).toMatchObject({
      ok: 0,
      code: 59,
      codeName: 'CommandNotFound',
      errmsg: "no such command: 'nope'",
    });
    expect(
      await c.command({ find: 'seq', $db: 'wire', txnNumber: new Long(1), startTransaction: true, autocommit: false }),
    ).toMatchObject({ ok: 0, code: 20 });
    expect(
      await c.command({ aggregate: 'seq', $db: 'wire', pipeline: [{ $changeStream: {} }], cursor: {} }),
    ).toMatchObject({ ok: 0, code: 40573 });
    // txnNumber alone (retryable write) is ignored
    expect(
      await c.command({ insert: 'seq', $db: 'wire', documents: [{ _id: 9 }], txnNumber: new Long(7) }),
    ).toMatchObject({ ok: 1, n: 1 });
    c.socket.destroy();
  });

  it('hands out batches with getMore and kills cursors', async () => {
    const c = await raw();
    await c.command({ insert: 'batches', $db: 'wire', documents: Array.from({ length: 250 }, (_, i) => ({ i })) });
    const first = await c.command({ find: 'batches', $db: 'wire', filter: {} });
    const cur = first.cursor as { firstBatch: unknown[]; id: Long };
    expect(cur.firstBatch).toHaveLength(101);
    const more = await c.command({ getMore: cur.id, collection: 'batches', $db: 'wire', batchSize: 100 });
    expect((more.cursor as { nextBatch: unknown[] }).nextBatch).toHaveLength(100);
    const killed = await c.command({ killCursors: 'batches', cursors: [cur.id], $db: 'wire' });
    expect((killed.cursorsKilled as unknown[]).length).toBe(1);
    expect(await c.command({ getMore: cur.id, collection: 'batches', $db: 'wire' })).toMatchObject({ ok: 0, code: 43 });
    c.socket.destroy();
  });
});

describe('bad input', () => {
  async function expectClosed(payload: Buffer): Promise<void> {
    const c = await raw();
    c.send(payload);
    await c.closed;
  }

  it('closes only the offending connection and logs one line', async () => {
    const before = warnings.length;
    const big = Buffer.alloc(16);
    big.writeInt32LE(0x7fffffff, 0);
    await expectClosed(big);
    await expectClosed(Buffer.from([3, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    await expectClosed(Buffer.concat([header(20, 9999), Buffer.alloc(4)]));
    const msg = opMsg({ ping: 1, $db: 'admin' });
    const truncatedBson = Buffer.from(msg);
    truncatedBson.writeInt32LE(500, 21); // body claims more bytes than the message holds
    await expectClosed(truncatedBson);
    const badKind = Buffer.from(msg);
    badKind[20] = 7;
    await expectClosed(badKind);
    expect(warnings.length - before).toBe(5);
    expect(warnings.slice(before).every((w) => !w.includes('\n') && /closing connection \d+/.test(w))).toBe(true);
    expect(await conn.db!.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('survives bit-flipped versions of valid messages', async () => {
    const templates = [
      opMsg(
        { insert: 'mut', $db: 'wire', ordered: false },
        { sequence: ['documents', [{ a: 1, b: [1, 'x', { c: new Date() }] }, { a: 2 }]] },
      ),
      opMsg({ find: 'mut', $db: 'wire', filter: { a: { $gte: 1 } }, sort: { a: -1 }, projection: { b: 0 }, limit: 5 }),
      opMsg({
        update: 'mut',
        $db: 'wire',
        updates: [{ q: { a: 1 }, u: { $inc: { a: 1 }, $push: { b: 2 } }, multi: true, upsert: true }],
      }),
      opMsg({
        aggregate: 'mut',
        $db: 'wire',
        pipeline: [{ $match: { a: 1 } }, { $group: { _id: '$a', n: { $sum: 1 } } }],
        cursor: {},
      }),
      opQuery('admin.$cmd', { isMaster: 1 }),
    ];
    let seed = 12345;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const c = await raw();
    for (let i = 0; i < 300; i++) {
      const msg = Buffer.from(templates[i % templates.length]);
      for (let flips = 1 + rand(4); flips > 0; flips--) msg[4 + rand(msg.length - 4)] ^= 1 << rand(8);
      const s = net.connect(server.port, '127.0.0.1');
      s.on('error', () => undefined);
      await new Promise<void>((resolve) => {
        s.on('connect', () => s.end(msg));
        s.on('close', () => resolve());
        s.on('data', () => s.destroy());
        s.setTimeout(300, () => s.destroy());
      });
    }
    expect(await c.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
    c.socket.destroy();
  });

  it('survives random garbage from many sockets while other clients keep working', async () => {
    const coll = conn.db!.collection('fuzz');
    const sockets: Promise<void>[] = [];
    for (let i = 0; i < 60; i++) {
      const s = net.connect(server.port, '127.0.0.1');
      s.on('error', () => undefined);
      sockets.push(
        new Promise<void>((resolve) => {
          s.on('connect', () => {
            const junk = randomBytes(1 + Math.floor(Math.random() * 2048));
            if (i % 3 === 0 && junk.length >= 4) junk.writeInt32LE(16 + Math.floor(Math.random() * 200), 0); // plausible length
            if (i % 3 === 1 && junk.length >= 16) junk.writeInt32LE(2013, 12); // OP_MSG with junk inside
            s.end(junk);
          });
          const timer = setTimeout(() => s.destroy(), 2000);
          s.on('close', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
      );
      await coll.insertOne({ i });
    }
    await Promise.all(sockets);
    expect(await coll.countDocuments()).toBe(60);
    const c = await raw();
    expect(await c.command({ ping: 1, $db: 'admin' })).toMatchObject({ ok: 1 });
    c.socket.destroy();
  });
});
