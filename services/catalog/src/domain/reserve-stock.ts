// Stock reservation for order placement. All or nothing, no overselling: each line is one conditional decrement
// (`availableQuantity >= quantity`), so of concurrent orders for the last units exactly one gets them; when a line
// cannot be had, the lines already taken are given back and nothing stays reserved. Idempotent by reservationId.
import { HttpError } from '@storefront/service-platform';
import type { ProductModel } from '../models';
import type { ReservationDoc, StockReservationModel } from '../models/stock-reservation';

export type StockLine = ReservationDoc['lines'][number];

/** Where stock is counted and reservations kept; `changed` runs after stock moved (the answer cache is cleared). */
export interface StockLedger {
  products: ProductModel['collection'];
  Reservation: StockReservationModel;
  changed: () => void;
}

const skuKey = (sku: string) => sku.trim().toUpperCase();
const sameLines = (a: readonly StockLine[], b: readonly StockLine[]) => JSON.stringify(a) === JSON.stringify(b);

/** One line per sku (by its search key), quantities summed. */
function mergeLines(asked: readonly StockLine[]): StockLine[] {
  const bySku = new Map<string, StockLine>();
  for (const l of asked) {
    const key = skuKey(l.sku);
    bySku.set(key, { sku: key, quantity: (bySku.get(key)?.quantity ?? 0) + l.quantity });
  }
  return [...bySku.values()];
}

const take = (ledger: StockLedger, line: StockLine) =>
  ledger.products.updateOne(
    { 'search.skuKey': line.sku, availableQuantity: { $gte: line.quantity } },
    { $inc: { availableQuantity: -line.quantity } },
  );

const giveBack = (ledger: StockLedger, line: StockLine) =>
  ledger.products.updateOne({ 'search.skuKey': line.sku }, { $inc: { availableQuantity: line.quantity } });

/** Keeps the stock flag the pages read in step with what is left. */
async function syncStockFlags(ledger: StockLedger, keys: string[]): Promise<void> {
  await ledger.products.updateMany(
    { 'search.skuKey': { $in: keys }, availableQuantity: { $lte: 0 } },
    { $set: { currentlyInStock: false } },
  );
  await ledger.products.updateMany(
    { 'search.skuKey': { $in: keys }, availableQuantity: { $gt: 0 } },
    { $set: { currentlyInStock: true } },
  );
  ledger.changed();
}

/** The lines that cannot be had, with what is left of each. */
async function shortfall(ledger: StockLedger, lines: readonly StockLine[]) {
  const docs = await ledger.products
    .find(
      { 'search.skuKey': { $in: lines.map((l) => l.sku) } },
      { projection: { sku: 1, 'search.skuKey': 1, availableQuantity: 1 } },
    )
    .toArray();
  const available = new Map(
    docs.map((d) => [
      String(d.search?.skuKey),
      { sku: String(d.sku), available: Math.max(0, Number(d.availableQuantity ?? 0)) },
    ]),
  );
  return lines
    .map((l) => available.get(l.sku) ?? { sku: l.sku, available: 0 })
    .filter((d, i) => d.available < lines[i].quantity);
}

/**
 * Records the reservation as pending; false when the same reservation was already made (its answer is repeated).
 * The same id with other lines, or still being made, is 409 reservation_conflict.
 */
async function openReservation(ledger: StockLedger, reservationId: string, lines: StockLine[]): Promise<boolean> {
  const { Reservation } = ledger;
  await Reservation.init();
  try {
    await Reservation.create({ _id: reservationId, lines, state: 'pending' });
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 11000) throw err;
    const existing = await Reservation.findById(reservationId).lean<ReservationDoc>();
    if (existing?.state === 'reserved' && sameLines(existing.lines, lines)) return false;
    throw new HttpError(409, 'reservation_conflict', 'This reservation id is already in use');
  }
}

/** Reserves every line or none: 409 out_of_stock (details: [{sku, available}]) with nothing reserved. */
export async function reserveStock(ledger: StockLedger, reservationId: string, asked: readonly StockLine[]) {
  const lines = mergeLines(asked);
  if (!(await openReservation(ledger, reservationId, lines))) return { reservationId, lines };
  const taken: StockLine[] = [];
  for (const line of lines) {
    const result = await take(ledger, line);
    if (result.modifiedCount !== 1) break;
    taken.push(line);
  }
  if (taken.length < lines.length) {
    for (const line of taken) await giveBack(ledger, line);
    await ledger.Reservation.deleteOne({ _id: reservationId, state: 'pending' });
    const details = await shortfall(ledger, lines);
    throw new HttpError(409, 'out_of_stock', 'Some items are no longer available in the quantity asked', details);
  }
  await ledger.Reservation.updateOne({ _id: reservationId }, { $set: { state: 'reserved' } });
  await syncStockFlags(
    ledger,
    lines.map((l) => l.sku),
  );
  return { reservationId, lines };
}

/** Gives a reservation back once; answers whether this call released it. */
export async function releaseStock(ledger: StockLedger, reservationId: string): Promise<boolean> {
  const doc = await ledger.Reservation.findOneAndUpdate(
    { _id: reservationId, state: 'reserved' },
    { $set: { state: 'released' } },
    { new: true },
  ).lean<ReservationDoc>();
  if (!doc) return false;
  for (const line of doc.lines) await giveBack(ledger, line);
  await syncStockFlags(
    ledger,
    doc.lines.map((l) => l.sku),
  );
  return true;
}
