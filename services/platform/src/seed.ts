// Shared pieces for every service's `src/seed.ts`: the input shape and a deterministic random source, so the
// same catalogue always produces the same demo data.

export interface SeedProduct {
  sku: string;
  name: string;
  slug: string;
  category: string;
  price: number;
}

export interface SeedInput {
  products: SeedProduct[];
  /** Multiplies the amount of generated data (default 1). */
  scale?: number;
}

export interface SeededRandom {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Pick by weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/** mulberry32 seeded from a number or a string (FNV-1a). */
export function createSeededRandom(seed: number | string): SeededRandom {
  let t = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        x -= weights[i];
        if (x < 0) return items[i];
      }
      return items[items.length - 1];
    },
  };
}

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
