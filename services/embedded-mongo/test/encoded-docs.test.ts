// Cached encodings of the documents `find` answers (src/encodedDocs.ts): the reply bytes are those of
// serialising the documents in place, a document is encoded once per projection while it is unchanged, and an update
// is answered at once (the stored object is replaced, so its old encoding is never used again).
import { Binary, Decimal128, Long, ObjectId, serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { EncodedDocCache, EncodedDocs, serializeReply } from '../src/encodedDocs';
import { plainEncoding } from '../src/fastProjection';
import { startTarget, Target } from './target';

const docs = Array.from({ length: 12 }, (_, i) => ({
  _id: new ObjectId(),
  n: i,
  big: Long.fromString('9007199254740993'),
  price: Decimal128.fromString('19.99'),
  at: new Date(Date.UTC(2026, 0, i + 1)),
  name: `Dual 12" box ✓ ${i}`,
  bytes: new Binary(Buffer.from([i, 1, 2]), 4),
  nested: { list: [1, 'two', null, { three: [3] }], empty: {} },
  gone: null,
}));

describe('serializeReply', () => {
  it('writes a cursor reply with encoded batches byte for byte as serialising its documents', () => {
    const id = Long.fromNumber(42);
    for (const batch of ['firstBatch', 'nextBatch']) {
      const decoded = { cursor: { [batch]: docs, id, ns: 'db.c' }, ok: 1 };
      const encoded = { cursor: { [batch]: new EncodedDocs(docs.map((d) => serialize(d))), id, ns: 'db.c' }, ok: 1 };
      expect(Buffer.from(serializeReply(encoded))).toEqual(Buffer.from(serialize(decoded)));
    }
    const empty = { cursor: { firstBatch: new EncodedDocs([]), id: Long.ZERO, ns: 'db.c' }, ok: 1 };
    expect(Buffer.from(serializeReply(empty))).toEqual(
      Buffer.from(serialize({ cursor: { firstBatch: [], id: Long.ZERO, ns: 'db.c' }, ok: 1 })),
    );
  });

  it('leaves room for the message header before the reply, and writes names of any script', () => {
    const decoded = { ok: 1, ünïcödé: { cursor: { firstBatch: docs, id: Long.ZERO } } };
    const encoded = {
      ok: 1,
      ünïcödé: { cursor: { firstBatch: new EncodedDocs(docs.map((d) => serialize(d))), id: Long.ZERO } },
    };
    const out = serializeReply(encoded, 21);
    expect(out.subarray(21)).toEqual(Buffer.from(serialize(decoded)));
    expect(serializeReply({ ok: 1 }, 36).subarray(36)).toEqual(Buffer.from(serialize({ ok: 1 })));
  });

  it('serialises other replies as before', () => {
    const reply = { n: 1, ok: 1, writeErrors: [{ index: 0, code: 11000 }] };
    expect(Buffer.from(serializeReply(reply))).toEqual(Buffer.from(serialize(reply)));
  });
});

describe('EncodedDocCache', () => {
  const whole = plainEncoding(undefined)!;
  const names = plainEncoding({ _id: 0, name: 1 })!;

  it('encodes a stored document once per projection', () => {
    const cache = new EncodedDocCache();
    const encoder = { cache, ...names };
    const first = cache.encode(docs[0], encoder);
    expect(cache.encode(docs[0], encoder)).toBe(first);
    expect(Buffer.from(first)).toEqual(Buffer.from(serialize({ name: docs[0].name })));
    expect(Buffer.from(cache.encode(docs[0], { cache, ...whole }))).toEqual(Buffer.from(serialize(docs[0])));
    expect(cache.encoded).toBe(2);
    // an updated document is a new stored object: encoded anew
    cache.encode({ ...docs[0], name: 'changed' }, encoder);
    expect(cache.encoded).toBe(3);
  });

  it('keeps at most its byte budget and never keeps documents over the per-document bound', () => {
    const one = Math.max(...docs.map((d) => serialize(d).length));
    const cache = new EncodedDocCache(one * 3, one * 2);
    for (const d of docs) cache.encode(d, { cache, ...whole });
    expect(cache.encoded).toBe(12);
    for (const d of docs.slice(-3)) cache.encode(d, { cache, ...whole });
    expect(cache.encoded).toBe(12); // the three most recent were kept
    cache.encode(docs[0], { cache, ...whole });
    expect(cache.encoded).toBe(13); // the oldest were dropped
    const large = { _id: 1, text: 'x'.repeat(one * 2) };
    cache.encode(large, { cache, ...whole });
    cache.encode(large, { cache, ...whole });
    expect(cache.encoded).toBe(15);
  });

  it('leaves projections that are not plain to the general path', () => {
    expect(plainEncoding({ list: { $slice: 1 } })).toBeNull();
    expect(plainEncoding({ score: { $meta: 'textScore' } })).toBeNull();
    expect(plainEncoding({ 'a.$': 1 })).toBeNull();
    expect(plainEncoding({})).toEqual({ key: '', project: null });
  });
});

describe('find over the wire with cached encodings', () => {
  let target: Target;
  let client: MongoClient;
  beforeAll(async () => {
    target = await startTarget();
    client = await new MongoClient(target.uri).connect();
  });
  afterAll(async () => {
    await client.close();
    await target.stop();
  });

  it('answers every batch, projected or whole, and an update on the next read', async () => {
    const coll = client.db(target.dbName('encoded')).collection('c');
    await coll.insertMany(docs.map((d) => ({ ...d })));
    for (let round = 0; round < 2; round++) {
      const projected = await coll.find({}, { projection: { _id: 0, n: 1, name: 1 }, batchSize: 5 }).toArray();
      expect(projected).toEqual(docs.map((d) => ({ n: d.n, name: d.name })));
      const all = await coll.find({}, { batchSize: 4, sort: { n: -1 } }).toArray();
      expect(all).toEqual([...docs].reverse());
    }
    await coll.updateOne({ n: 3 }, { $set: { name: 'renamed' } });
    const after = await coll.find({ n: { $in: [2, 3] } }, { projection: { _id: 0, name: 1 } }).toArray();
    expect(after).toEqual([{ name: docs[2].name }, { name: 'renamed' }]);
    expect(await coll.findOne({ n: 3 })).toEqual({ ...docs[3], name: 'renamed' });
  });
});
