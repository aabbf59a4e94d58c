// The optimiser's bounds: the memory its cache may hold and the renderings it runs at once.
import { ImageCache } from '../src/image/cache';
import type { CachedImage } from '../src/image/cache';
import { JobLimit } from '../src/image/render';

function image(bytes: number, expiresAt = Infinity): CachedImage {
  return { data: Buffer.alloc(bytes), contentType: 'image/webp', etag: '"x"', cacheControl: 'public', expiresAt };
}

describe('ImageCache', () => {
  it('keeps at most its size in bytes, dropping the least recently used first', async () => {
    const cache = new ImageCache(1000);
    const made: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        made.push(key);
        return image(100);
      });
    for (const key of 'abcdefghij') await get(key); // 1000 bytes: all kept
    await get('a'); // a is now the most recently used
    await get('k'); // over the size: b goes
    expect(cache.size).toBe(1000);
    made.length = 0;
    await get('a');
    await get('c');
    expect(made).toEqual([]);
    await get('b');
    expect(made).toEqual(['b']);
  });

  it('does not keep an image larger than an eighth of its size', async () => {
    const cache = new ImageCache(800);
    await cache.get('big', async () => image(101));
    expect(cache.size).toBe(0);
  });

  it('makes an expired image again, and does not keep a failure', async () => {
    let now = 0;
    const cache = new ImageCache(1000, () => now);
    let made = 0;
    const make = async () => {
      made++;
      return image(10, 50);
    };
    await cache.get('a', make);
    now = 49;
    await cache.get('a', make);
    now = 50;
    await cache.get('a', make);
    expect(made).toBe(2);
    expect(cache.size).toBe(10);

    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('b', async () => image(10))).resolves.toMatchObject({ contentType: 'image/webp' });
  });
});

describe('JobLimit', () => {
  it('runs at most its number of tasks at once and refuses past its waiting line', async () => {
    const limit = new JobLimit(2, 1);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      limit.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const done = [task(), task(), task()];
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2);
    await expect(task()).rejects.toMatchObject({ status: 503, code: 'image_busy' });
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(done);
    expect(most).toBe(2);
  });
});
