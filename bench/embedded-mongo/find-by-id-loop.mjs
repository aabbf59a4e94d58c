// The `--spawn` loop: `Model.findById(id).lean()` over one connection (`maxPoolSize: 1`), one request at a time,
// connected as every service connects (the platform's `openDatabase`: its mongoose settings and options). Used by
// run.mjs for the rows whose server runs in another process, and by in-process-row.mjs for the in-process row.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const mongoose = require('mongoose');
const { openDatabase } = require('@storefront/service-platform');

export const DOCS = 10_000;

/**
 * Connects to `uri`, inserts DOCS products into the database of `area` and warms up. `round(n, ops)` runs `ops`
 * lookups and answers the wall time and this process's CPU in ms; `close()` drops the database (unless `keep`).
 */
export async function prepareFindByIdLoop(uri, area, { keep = false } = {}) {
  const conn = await openDatabase(area, uri, { maxPoolSize: 1 });
  const Product = conn.model(
    'Product',
    new mongoose.Schema({ sku: String, name: String, price: Number, tags: [String] }),
  );
  const inserted = await Product.insertMany(
    Array.from({ length: DOCS }, (_, i) => ({ sku: `sku-${i}`, name: `Product ${i}`, price: i % 500, tags: ['car'] })),
  );
  const ids = inserted.map((d) => d._id);
  for (let i = 0; i < 2000; i++) await Product.findById(ids[(i * 7919) % DOCS]).lean();
  return {
    async round(n, ops) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < ops; i++) await Product.findById(ids[((i + n * ops) * 7919) % DOCS]).lean();
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
    },
    async close() {
      if (!keep) await conn.dropDatabase();
      await conn.close();
    },
  };
}
