// Fitment import and export: a per-line report before anything is written, all or nothing when applied (a failure
// half-way leaves the old fitment), export -> import changes nothing, and a vehicle only an import adds is offered by
// the vehicle finder's lists and listing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FITMENT_CSV_HEADER, type FitmentImportResult } from '@storefront/shared-domain/admin';
import { VEHICLE_FINDER_HANDLE } from '@storefront/shared-domain';
import { importFitment, recoverFitmentImports } from '../src/admin/fitment';
import { seed } from '../src/seed';
import { catalogModels } from '../src/models';
import { STAFF, as, startAdminCatalog, type AdminFixture } from './admin-kit';

jest.setTimeout(120_000);

let fx: AdminFixture;
beforeAll(async () => {
  fx = await startAdminCatalog();
});
afterAll(() => fx?.close());

const staff = () => as(fx.app, STAFF);
const SKU = 'VS-FORD-2009-UP-SC-2X12';
const YUGO = `1986,1991,Zastava,Yugo,,${SKU}`;
const exported = async () => (await staff().get('/api/admin/fitment/export')).text;
const importCsv = (csv: string, dryRun = false) =>
  staff().post(`/api/admin/fitment/import${dryRun ? '?dryRun=1' : ''}`, csv, 'text/csv');
const fitOf = async (sku: string) =>
  ((await fx.connection.collection('products').findOne({ sku }))?.fit ?? null) as {
    vehicles: Array<{ make: string; model: string }>;
  } | null;

describe('GET /api/admin/fitment/export', () => {
  it('answers the whole catalogue as a CSV attachment, one line per vehicle', async () => {
    const res = await staff().get('/api/admin/fitment/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?fitment\.csv"?$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(FITMENT_CSV_HEADER);
    expect(lines).toContain(`2015,,Ford,F-150,Crew Cab,${SKU}`);
    expect(lines.length).toBeGreaterThan(50);
  });
});

describe('POST /api/admin/fitment/import', () => {
  it('reports every bad line with its number and writes nothing, on a dry run and when applying', async () => {
    const before = await exported();
    const csv = [
      FITMENT_CSV_HEADER,
      `2015,,Ford,F-150,Crew Cab,${SKU}`,
      '2015,2016,Ford,F-150,,NOPE-123',
      `2018,2012,Ford,F-150,,${SKU}`,
      `1800,2012,Ford,F-150,,${SKU}`,
      `2015,2016,,F-150,,${SKU}`,
      `2015,,Ford,F-150,Crew Cab,${SKU}`,
      `2015,2016,Ford,${'M'.repeat(61)},,${SKU}`,
      '2015,2016,Ford,F-150,,SKAK-0GA-OFC',
      '2015,2016,Ford',
    ].join('\n');
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const result: FitmentImportResult = dry.body;
    const byLine = Object.fromEntries(result.report.map((r) => [r.line, r.errors.join(' ')]));
    expect(byLine[2]).toBeUndefined();
    expect(byLine[3]).toMatch(/Unknown sku/);
    expect(byLine[4]).toMatch(/before start_year/);
    expect(byLine[5]).toMatch(/start_year must be a year/);
    expect(byLine[6]).toMatch(/make is empty/);
    expect(byLine[7]).toMatch(/Duplicate of line 2/);
    expect(byLine[8]).toMatch(/longer than 60/);
    expect(byLine[9]).toMatch(/not a vehicle-specific/);
    expect(byLine[10]).toMatch(/6 fields/);
    const applied = await importCsv(csv);
    expect(applied.status).toBe(422);
    expect(applied.body.error.code).toBe('validation');
    expect(applied.body.error.details.report).toHaveLength(8);
    expect(await exported()).toBe(before);
  });

  it('refuses a file without the header, and takes JSON { csv } too', async () => {
    const res = await importCsv('a,b,c\n1,2,3', true);
    expect(res.body.report[0]).toEqual({ line: 1, errors: [expect.stringMatching(/header/)] });
    const json = await staff().post('/api/admin/fitment/import?dryRun=1', { csv: `${FITMENT_CSV_HEADER}\n${YUGO}\n` });
    expect(json.status).toBe(200);
    expect(json.body.report).toEqual([]);
    expect((await staff().post('/api/admin/fitment/import', { file: 'x' })).status).toBe(400);
  });

  it('finds every line of the documented example file right', async () => {
    const example = readFileSync(path.join(__dirname, '../../../docs/examples/fitment.csv'), 'utf8');
    const res = await importCsv(example, true);
    expect(res.body.report).toEqual([]);
    expect(res.body.summary.lines).toBe(4);
  });

  it('export -> import changes nothing', async () => {
    const csv = await exported();
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, report: [], summary: { added: 0, removed: 0, products: 0 } });
    expect(await exported()).toBe(csv);
  });

  it('changes only the products a file names: a file of one product leaves every other product as it was', async () => {
    const before = await exported();
    const [header, ...lines] = before.split('\r\n').filter(Boolean);
    const own = lines.filter((line) => line.endsWith(`,${SKU}`));
    const file = [header, ...own, YUGO, ''].join('\r\n');
    const res = await importCsv(file);
    expect(res.body.summary).toMatchObject({ added: 1, removed: 0, products: 1 });
    const [, ...after] = (await exported()).split('\r\n').filter(Boolean);
    expect(after.filter((line) => !line.endsWith(`,${SKU}`))).toEqual(lines.filter((l) => !l.endsWith(`,${SKU}`)));
    expect(after).toContain(YUGO);
    // as it was, for the tests after this one
    expect((await importCsv([header, ...own, ''].join('\r\n'))).body.summary).toMatchObject({ removed: 1 });
    expect(await exported()).toBe(before);
  });

  it('applies a file: the finder offers a vehicle only the import added, and the import is audited', async () => {
    // warm the answer cache: applying must drop it
    await as(fx.app, {}).get('/api/vehicles/makes?year=1988');
    const csv = `${await exported()}${YUGO}\r\n`;
    const dry = await importCsv(csv, true);
    expect(dry.body.summary).toMatchObject({ added: 1, removed: 0, products: 1 });
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
    const shopper = as(fx.app, {});
    expect((await shopper.get('/api/vehicles/years')).body.years).toContain(1988);
    expect((await shopper.get('/api/vehicles/makes?year=1988')).body.makes).toEqual(['Zastava']);
    expect((await shopper.get('/api/vehicles/models?year=1988&make=zastava')).body.models).toEqual(['Yugo']);
    const finder = await shopper.get(
      `/api/collections/${VEHICLE_FINDER_HANDLE}?vehicle_year=1988&vehicle_make=zastava&vehicle_model=yugo`,
    );
    expect(finder.body.products.map((p: { sku: string }) => p.sku)).toEqual([SKU]);
    expect(finder.body.vehicle).toEqual({ year: 1988, make: 'Zastava', model: 'Yugo' });
    // the product still fits its own truck
    const ford = await shopper.get('/api/vehicles/models?year=2016&make=ford');
    expect(ford.body.models).toContain('F-150');
    const entry = (await fx.audits()).find((a) => a.action === 'fitment.import');
    expect(entry).toBeDefined();
    // removing the line again removes the vehicle
    const removed = await importCsv(csv.replace(`${YUGO}\r\n`, ''));
    expect(removed.body.summary).toMatchObject({ added: 0, removed: 1 });
    expect((await shopper.get('/api/vehicles/makes?year=1988')).body.makes).toEqual([]);
  });

  it('leaves the old fitment whole when applying stops half-way, and undoes a crashed import at start', async () => {
    const models = catalogModels(fx.connection);
    const before = await exported();
    // every vehicle-specific product is given one other vehicle
    const [header, ...lines] = before.split('\r\n').filter(Boolean);
    const skus = [...new Set(lines.map((line) => line.split(',').pop()))];
    const file = [header, ...skus.map((sku) => `1986,1991,Zastava,Yugo,,${sku}`), ''].join('\r\n');
    const stop = async (written: number) => {
      if (written === 3) throw new Error('disk full');
    };
    await expect(importFitment(models, file, { actor: '100003', afterWrite: stop })).rejects.toThrow('disk full');
    expect(await exported()).toBe(before);
    const [undone] = await models.FitmentImport.find({ state: 'rolled-back' }).lean();
    expect(undone.changes.length).toBeGreaterThan(3);
    expect(await models.FitmentImport.countDocuments({ state: 'rolled-back' })).toBe(1);
    // a crash after two products were written: the journal still says applying
    const changed = undone.changes.slice(0, 2);
    await models.FitmentImport.create({
      _id: 'crashed',
      state: 'applying',
      lock: 'applying',
      actor: '100003',
      changes: undone.changes,
      added: 0,
      removed: 0,
    });
    for (const c of changed) {
      await fx.connection.collection('products').updateOne({ sku: c.sku }, { $set: { fit: null } });
    }
    // while it is applying, no other import may start
    expect((await importCsv(before)).status).toBe(409);
    expect(await fitOf(changed[0].sku)).toBeNull();
    expect(await recoverFitmentImports(models)).toBe(1);
    expect(await exported()).toBe(before);
    // another import may apply once the crashed one is undone (the lock is free again)
    expect((await importCsv(before)).status).toBe(200);
  });
});

describe('databases seeded before several vehicles per product', () => {
  it('give each product its vehicles when seeded again, and the finder reads them', async () => {
    const products = fx.connection.collection('products');
    const before = await exported();
    const stored = await products.findOne({ sku: SKU });
    const oldFit = { make: 'Ford', makeKey: 'ford', models: ['F-150'], modelKeys: ['f-150'], startYear: 2015 };
    await products.updateOne({ sku: SKU }, { $set: { fit: { ...oldFit, endYear: 9999, keys: stored!.fit.keys } } });
    expect((await fitOf(SKU))?.vehicles).toBeUndefined();
    await seed(fx.connection);
    expect(await exported()).toBe(before);
    const models = await as(fx.app, {}).get('/api/vehicles/models?year=2016&make=ford');
    expect(models.body.models).toContain('F-150');
  });
});
