// Fitment import and export (docs/fitment-import.md). One line per vehicle a product fits; each product the file names
// fits exactly the vehicles the file gives it, and a product it does not name keeps its fitment (a file of one new
// vehicle adds that vehicle and touches nothing else; an export is the whole catalogue's, so it imports back as is).
// An import is checked line by line first (nothing is written while any line is bad); applying writes a
// journal of every product's vehicles before and after, then the products, and undoes what it wrote when it stops
// half-way (a crash is undone at the next start, `recoverFitmentImports`), so the old fitment stays whole.
import { HttpError, randomId, trusted } from '@storefront/service-platform';
import {
  FITMENT_TEXTS,
  fitmentRowKey,
  parseFitmentCsv,
  toFitmentCsv,
  type FitmentImportSummary,
  type FitmentLineReport,
  type FitmentRow,
} from '@storefront/shared-domain/admin';
import type { CatalogModels, FitmentChange, FittedVehicle, ProductDoc } from '../models';
import { OPEN_END_YEAR, fitOf, fittedVehicle, vehicleTokensOf } from '../seed/derive';
import { VEHICLE_COLLECTION } from '../domain/vehicle-finder';

type Models = Pick<CatalogModels, 'Product' | 'FitmentImport'>;
type FitDoc = Pick<ProductDoc, 'sku' | 'fit' | 'collectionKeys' | 'sortRank'>;

const FIT_PROJECTION = { _id: 0, sku: 1, fit: 1, collectionKeys: 1, sortRank: 1 } as const;
const skuKey = (sku: string) => sku.trim().toUpperCase();

const rowOf = (sku: string, v: FittedVehicle): FitmentRow => ({
  startYear: v.startYear,
  endYear: v.endYear === OPEN_END_YEAR ? null : v.endYear,
  make: v.make,
  model: v.model,
  trim: v.trim,
  sku,
});

/** The products that fit a vehicle or could (the vehicle-specific ones), in the catalogue's order. */
async function fitmentProducts(Product: Models['Product']): Promise<FitDoc[]> {
  const docs = await Product.find(
    { $or: [{ collectionKeys: VEHICLE_COLLECTION }, { fit: trusted({ $ne: null }) }] },
    FIT_PROJECTION,
  )
    .lean<FitDoc[]>()
    .exec();
  return docs.sort((a, b) => a.sortRank - b.sortRank);
}

/** The fitment file of the whole catalogue. */
export async function exportFitment(models: Models): Promise<string> {
  const docs = await fitmentProducts(models.Product);
  return toFitmentCsv(docs.flatMap((d) => (d.fit?.vehicles ?? []).map((v) => rowOf(d.sku, v))));
}

export interface FitmentPlan {
  report: FitmentLineReport[];
  summary: FitmentImportSummary;
  changes: FitmentChange[];
}

const vehicleKeys = (sku: string, vehicles: readonly FittedVehicle[]) =>
  new Set(vehicles.map((v) => fitmentRowKey(rowOf(sku, v))));

/** Checks a file against the catalogue and works out what applying it changes (nothing is written). */
export async function planFitmentImport(models: Models, csv: string): Promise<FitmentPlan> {
  const parsed = parseFitmentCsv(csv);
  const docs = await fitmentProducts(models.Product);
  const known = await knownSkus(
    models.Product,
    parsed.rows.map((r) => r.row.sku),
  );
  const report = [...parsed.report];
  const next = new Map<string, { sku: string; vehicles: FittedVehicle[] }>();
  for (const { line, row } of parsed.rows) {
    const product = known.get(skuKey(row.sku));
    const error = !product
      ? FITMENT_TEXTS.unknownSku
      : product.collectionKeys.includes(VEHICLE_COLLECTION)
        ? null
        : FITMENT_TEXTS.notVehicleSpecific;
    if (error || !product) {
      report.push({ line, errors: [error ?? FITMENT_TEXTS.unknownSku] });
      continue;
    }
    const entry = next.get(product.sku) ?? { sku: product.sku, vehicles: [] };
    entry.vehicles.push(fittedVehicle(row));
    next.set(product.sku, entry);
  }
  report.sort((a, b) => a.line - b.line);
  return { report, ...diffFitment(docs, next, parsed.lines) };
}

async function knownSkus(Product: Models['Product'], skus: string[]) {
  const keys = [...new Set(skus.map(skuKey))];
  const docs = keys.length
    ? await Product.find({ 'search.skuKey': trusted({ $in: keys }) }, { _id: 0, sku: 1, collectionKeys: 1 })
        .lean<Array<Pick<ProductDoc, 'sku' | 'collectionKeys'>>>()
        .exec()
    : [];
  return new Map(docs.map((d) => [skuKey(d.sku), d]));
}

/** Per product the file names, the vehicles it gives against those stored (the others are not changed). */
function diffFitment(
  docs: readonly FitDoc[],
  next: ReadonlyMap<string, { sku: string; vehicles: FittedVehicle[] }>,
  lines: number,
): Omit<FitmentPlan, 'report'> {
  const summary: FitmentImportSummary = { lines, added: 0, removed: 0, unchanged: 0, products: 0 };
  const changes: FitmentChange[] = [];
  const seen = new Set<string>();
  const compare = (sku: string, before: FittedVehicle[], after: FittedVehicle[]) => {
    const was = vehicleKeys(sku, before);
    const will = vehicleKeys(sku, after);
    const added = [...will].filter((k) => !was.has(k)).length;
    const removed = [...was].filter((k) => !will.has(k)).length;
    summary.added += added;
    summary.removed += removed;
    summary.unchanged += will.size - added;
    if (added > 0 || removed > 0) changes.push({ sku, before, after });
  };
  for (const doc of docs) {
    const entry = next.get(doc.sku);
    if (!entry) continue;
    seen.add(doc.sku);
    compare(doc.sku, doc.fit?.vehicles ?? [], entry.vehicles);
  }
  for (const [sku, entry] of next) if (!seen.has(sku)) compare(sku, [], entry.vehicles);
  summary.products = changes.length;
  return { summary, changes };
}

/** The product properties that describe its (first) vehicle on the product page, kept in step with the fitment. */
function propertiesOf(vehicles: readonly FittedVehicle[]): Record<string, string> {
  const [first] = vehicles;
  if (!first) return {};
  const same = vehicles.filter(
    (v) =>
      v.makeKey === first.makeKey &&
      v.startYear === first.startYear &&
      v.endYear === first.endYear &&
      v.trim === first.trim,
  );
  return {
    'properties.Make': first.make,
    'properties.Model': same.map((v) => v.model).join('|'),
    'properties.Trim': first.trim,
    'properties.Start Year': String(first.startYear),
    'properties.End Year': first.endYear === OPEN_END_YEAR ? '' : String(first.endYear),
  };
}

/** Writes one product's vehicles (its finder keys, search words and describing properties with them). */
export async function writeVehicles(Product: Models['Product'], sku: string, vehicles: FittedVehicle[]) {
  const fit = fitOf(vehicles);
  await Product.updateOne(
    { sku },
    { $set: { fit, 'search.vehicleTokens': vehicleTokensOf(fit), ...propertiesOf(vehicles) } },
  ).exec();
}

export interface ApplyOptions {
  actor: string;
  /** Called after each product is written (tests stop an import half-way with it). */
  afterWrite?: (written: number) => void | Promise<void>;
}

/** Takes the one import lock (its journal entry, changes still empty); 409 while another import is applying. */
async function lockImport(models: Models, actor: string): Promise<string> {
  await models.FitmentImport.init();
  const id = randomId(16);
  try {
    await models.FitmentImport.create({
      _id: id,
      state: 'applying',
      lock: 'applying',
      actor,
      changes: [],
      added: 0,
      removed: 0,
    });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 11000) throw err;
    throw new HttpError(409, 'conflict', 'Another fitment import is being applied; try again in a moment');
  }
  return id;
}

/**
 * Checks the file and applies it all or nothing, holding the import lock from the check on, so the changes are worked
 * out against the fitment they replace. A file with a bad line is not applied (the plan's report says why).
 */
export async function importFitment(models: Models, csv: string, opts: ApplyOptions): Promise<FitmentPlan> {
  const id = await lockImport(models, opts.actor);
  let plan: FitmentPlan;
  try {
    plan = await planFitmentImport(models, csv);
  } catch (err) {
    await models.FitmentImport.deleteOne({ _id: id }).exec();
    throw err;
  }
  if (plan.report.length > 0 || plan.changes.length === 0) {
    await models.FitmentImport.deleteOne({ _id: id }).exec();
    return plan;
  }
  await applyLocked(models, id, plan, opts);
  return plan;
}

/** The journal first (every change, in one write), then the products; what was written is undone on a failure. */
async function applyLocked(models: Models, id: string, plan: FitmentPlan, opts: ApplyOptions): Promise<void> {
  const { added, removed } = plan.summary;
  await models.FitmentImport.updateOne({ _id: id }, { $set: { changes: plan.changes, added, removed } }).exec();
  let written = 0;
  try {
    for (const change of plan.changes) {
      await writeVehicles(models.Product, change.sku, change.after);
      written++;
      await opts.afterWrite?.(written);
    }
  } catch (err) {
    await rollBack(models, id, plan.changes.slice(0, written + 1));
    throw err;
  }
  await models.FitmentImport.updateOne({ _id: id }, { $set: { state: 'applied' }, $unset: { lock: 1 } }).exec();
}

async function rollBack(models: Models, id: string, changes: readonly FitmentChange[]) {
  for (const change of changes) await writeVehicles(models.Product, change.sku, change.before);
  await models.FitmentImport.updateOne({ _id: id }, { $set: { state: 'rolled-back' }, $unset: { lock: 1 } }).exec();
}

/** Undoes every import a crash left half-applied (at start, before serving). Answers how many it undid. */
export async function recoverFitmentImports(models: Models): Promise<number> {
  const stuck = await models.FitmentImport.find({ state: 'applying' }).lean().exec();
  for (const doc of stuck) await rollBack(models, doc._id, doc.changes);
  return stuck.length;
}

/** A product's fitment as databases seeded before fitment import stored it: one make, bar-separated models. */
interface OldFit {
  make: string;
  models?: string[];
  startYear: number;
  endYear: number;
}

/**
 * Databases seeded before one product could fit several vehicles stored one make with its models: each such product
 * gets its vehicles (a model each, with the product's Trim), so the finder reads every product alike. Idempotent; at
 * start and with every seed. Answers how many products were upgraded.
 */
export async function upgradeOldFitment(models: Pick<CatalogModels, 'Product'>): Promise<number> {
  const old = await models.Product.collection
    .find({ 'fit.make': { $exists: true }, 'fit.vehicles': { $exists: false } })
    .project<{ sku: string; fit: OldFit; properties?: { Trim?: unknown } }>({ _id: 0, sku: 1, fit: 1, properties: 1 })
    .toArray();
  for (const doc of old) {
    const trim = typeof doc.properties?.Trim === 'string' ? doc.properties.Trim : '';
    const { make, startYear, endYear } = doc.fit;
    const vehicles = (doc.fit.models ?? []).map((model) =>
      fittedVehicle({ make, model, trim, startYear, endYear: endYear === OPEN_END_YEAR ? null : endYear }),
    );
    const fit = fitOf(vehicles);
    await models.Product.collection.updateOne(
      { sku: doc.sku },
      { $set: { fit, 'search.vehicleTokens': vehicleTokensOf(fit) } },
    );
  }
  return old.length;
}
