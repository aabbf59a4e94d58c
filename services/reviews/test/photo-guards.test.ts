// Review photos cannot be used to exhaust the service: giant canvases are refused from their header before any
// decoding, decodes run one at a time per process behind a bounded line, and every post with photos counts against
// its account, refused ones included.
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  testDatabaseForSuite,
  viewerHeaders,
} from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { ReviewsDeps } from '../src/app';
import type { PurchaseLookup } from '../src/clients/cart';
import { DECODE_QUEUE_FULL_MESSAGE, DecodeQueue } from '../src/lib/decode-queue';
import { TOO_MANY_PIXELS_MESSAGE, WHOLE_IMAGE_TOO_MANY_PIXELS_MESSAGE } from '../src/lib/review-photos';
import { reviewModels } from '../src/models/review';

jest.setTimeout(60_000);

const SKU = 'SSX-12 D4';
const MB = 1024 * 1024;
/** What a refused giant may cost the process at most (decoding the 100 MP one takes about 350 MB). */
const REFUSAL_MEMORY_BOUND = 64 * MB;

/** Every account bought every sku: these tests are about photos, not purchases. */
const boughtEverything: PurchaseLookup = async (_headers, skus) => ({
  items: skus.map((sku) => ({ sku, name: sku, orderNumber: 'SA2400123', purchasedAt: '2026-08-14T15:00:00.000Z' })),
  firstName: 'Sam',
});

let nextAccount = 300_000;
/** A new buyer per review, so no test runs into already_reviewed or another test's upload count. */
function newBuyer(): Viewer {
  const accountId = String(nextAccount++);
  return { accountId, email: `buyer${accountId}@example.com`, role: 1, isDealer: false };
}

const suite = testDatabaseForSuite('reviews-photo-guards');
const appWith = (deps: Partial<ReviewsDeps> = {}) =>
  asSameSiteBrowser(
    createApp({
      connection: suite.db.connection,
      purchases: boughtEverything,
      publishScore: async () => undefined,
      ...deps,
    }),
  );

type Target = ReturnType<typeof appWith>;

function post(target: Target, buyer: Viewer, photos: Buffer[], sku = SKU) {
  let req = request(target)
    .post('/api/reviews')
    .set(viewerHeaders(buyer, DEV_VIEWER_SECRET))
    .field('sku', sku)
    .field('rating', '5')
    .field('body', 'Deep, clean bass.');
  for (const [i, photo] of photos.entries()) req = req.attach('photos', photo, `photo${i}.img`);
  return req;
}

const stored = async () => ({
  reviews: await reviewModels(suite.db.connection).Review.countDocuments({}),
  photos: await reviewModels(suite.db.connection).ReviewPhoto.countDocuments({}),
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The filtered scanline bytes of an interlaced 8-bit RGB image: each of the 7 passes is a small image of its own. */
function interlacedDataSize(width: number, height: number): number {
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  let size = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) size += (w * 3 + 1) * h;
  }
  return size;
}

/** Deflates `size` zero bytes a block at a time: a huge canvas in a file of a few hundred KB. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(MB);
  for (let left = size; left > 0; left -= block.length) {
    if (!deflate.write(block.subarray(0, Math.min(left, block.length)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/** A valid, all-black interlaced (Adam7) 8-bit RGB PNG. */
async function interlacedPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 1], 8); // bit depth 8, RGB, deflate, adaptive filtering, Adam7 interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await deflatedZeros(interlacedDataSize(width, height))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b03020' } });

/** The most the process's resident memory grew while `work` ran, sampled every few milliseconds. */
async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = () => void (peak = Math.max(peak, process.memoryUsage.rss()));
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** `promise`, or a failure when it has not settled within `ms` (a refusal must come at once, not after a wait). */
async function within<T>(ms: number, promise: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('giant photos are refused from their header', () => {
  it.each<[string, () => Promise<Buffer>, string]>([
    ['an interlaced 100-megapixel PNG (10000x10000)', () => interlacedPng(10_000, 10_000), TOO_MANY_PIXELS_MESSAGE],
    [
      'an interlaced 25-megapixel PNG (5000x5000), held whole by the decoder',
      () => interlacedPng(5000, 5000),
      WHOLE_IMAGE_TOO_MANY_PIXELS_MESSAGE,
    ],
    [
      'a progressive 17-megapixel JPEG (4800x3600)',
      () => solid(4800, 3600).jpeg({ progressive: true }).toBuffer(),
      WHOLE_IMAGE_TOO_MANY_PIXELS_MESSAGE,
    ],
  ])('refuses %s (413) without the memory of decoding it', async (_name, make, message) => {
    const photo = await make();
    expect(photo.length).toBeLessThan(1 * MB);
    const app = appWith();
    const before = await stored();
    const { result, growth } = await peakMemoryGrowth(async () => post(app, newBuyer(), [photo]));
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ error: { code: 'payload_too_large', message } });
    expect(growth).toBeLessThan(REFUSAL_MEMORY_BOUND);
    expect(await stored()).toEqual(before);
  });
});

describe('ordinary photos', () => {
  it.each<[string, () => Promise<Buffer>, [number, number]]>([
    ['a 2400x1200 camera JPEG', () => solid(2400, 1200).jpeg().toBuffer(), [1600, 800]],
    [
      'a 12-megapixel phone photo saved as progressive JPEG (4032x3024)',
      () => solid(4032, 3024).jpeg({ progressive: true }).toBuffer(),
      [1600, 1200],
    ],
    ['a plain (not interlaced) 25-megapixel PNG (5000x5000)', () => solid(5000, 5000).png().toBuffer(), [1600, 1600]],
  ])('still accepts %s', async (_name, make, size) => {
    const app = appWith();
    const res = await post(app, newBuyer(), [await make()]);
    expect(res.status).toBe(201);
    const photo = await request(app).get(res.body.review.images[0]).buffer(true);
    const meta = await sharp(photo.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...size]);
  });
});

describe('the decode queue', () => {
  const gate = () => {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('runs one task at a time, in arrival order, and refuses at once when its line is full', async () => {
    const queue = new DecodeQueue(2);
    const first = gate();
    const order: string[] = [];
    let active = 0;
    let maxActive = 0;
    const task = (name: string, wait?: Promise<void>) => async () => {
      maxActive = Math.max(maxActive, ++active);
      await wait;
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push(name);
      active--;
      return name;
    };
    const runs = [queue.run(task('a', first.opened)), queue.run(task('b')), queue.run(task('c'))];
    expect(queue.waiting).toBe(2);
    await expect(within(500, queue.run(task('d')))).rejects.toMatchObject({ status: 503, code: 'photo_queue_full' });
    first.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(maxActive).toBe(1);
    // A failed task frees the slot too.
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(task('e'))).toBe('e');
  });

  it('decodes the photos of simultaneous reviews one at a time', async () => {
    const toBuffer = sharp.prototype.toBuffer as (this: Sharp, ...args: unknown[]) => Promise<unknown>;
    let active = 0;
    let maxActive = 0;
    let decodes = 0;
    const spy = jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args) {
      decodes++;
      maxActive = Math.max(maxActive, ++active);
      return toBuffer.apply(this, args).finally(() => active--) as never;
    });
    try {
      const app = appWith({ photoDecodes: new DecodeQueue() });
      const photo = await solid(3000, 2000).jpeg().toBuffer();
      decodes = 0;
      const results = await Promise.all([1, 2, 3].map(() => post(app, newBuyer(), [photo, photo])));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(decodes).toBe(6);
      expect(maxActive).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 503 photo_queue_full while the line is full, storing nothing', async () => {
    const queue = new DecodeQueue(1);
    const app = appWith({ photoDecodes: queue });
    const photo = await solid(800, 600).jpeg().toBuffer();
    const busy = gate();
    const holder = queue.run(() => busy.opened);
    const waiting = post(app, newBuyer(), [photo]).then((res) => res);
    await until(() => queue.waiting === 1);
    const before = await stored();
    const refused = await within(5000, post(app, newBuyer(), [photo]));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'photo_queue_full', message: DECODE_QUEUE_FULL_MESSAGE } });
    expect(await stored()).toEqual(before);
    busy.open();
    await holder;
    expect((await waiting).status).toBe(201);
  });
});

describe('photo uploads per account', () => {
  it('counts refused uploads: after the limit the account gets 429, other accounts and text-only reviews do not', async () => {
    const app = appWith({ photoUploadsPerAccount: 3 });
    const buyer = newBuyer();
    const giant = await interlacedPng(5000, 5000);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(app, buyer, [giant])).status).toBe(413);
    }
    const good = await solid(800, 600).jpeg().toBuffer();
    const limited = await post(app, buyer, [good]);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many photo uploads, please try again later' },
    });
    expect((await post(app, buyer, [])).status).toBe(201);
    expect((await post(app, newBuyer(), [good])).status).toBe(201);
  });
});
