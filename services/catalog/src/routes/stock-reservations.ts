// Stock reservation for order placement, called by the cart service only: not routed by the gateway, and
// only as a signed service call (platform service-call.ts). All or nothing, no overselling: each line is one conditional decrement
// (`availableQuantity >= quantity`), so of concurrent orders for the last units exactly one gets them; when a line
// cannot be had, the lines already taken are given back and nothing stays reserved. Idempotent by reservationId.
import { Router } from 'express';
import mongoose, { Schema, type Connection } from 'mongoose';
import { HttpError, parseOrThrow, requireJsonBody, requireServiceCall } from '@storefront/service-platform';
import type { RouteContext } from '../lib/context';
import { releaseBodySchema, reserveBodySchema } from './schemas';

interface ReservationDoc {
  _id: string;
  lines: Array<{ sku: string; quantity: number }>;
  state: 'pending' | 'reserved' | 'released';
  createdAt?: Date;
}

const reservationSchema = new Schema<ReservationDoc>(
  {
    _id: { type: String, required: true },
    lines: [{ _id: false, sku: String, quantity: Number }],
    state: { type: String, enum: ['pending', 'reserved', 'released'], required: true },
  },
  { collection: 'stock_reservations', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

function reservationModel(connection: Connection) {
  return (
    (connection.models.StockReservation as mongoose.Model<ReservationDoc> | undefined) ??
    connection.model<ReservationDoc>('StockReservation', reservationSchema)
  );
}

const skuKey = (sku: string) => sku.trim().toUpperCase();
const sameLines = (a: ReservationDoc['lines'], b: ReservationDoc['lines']) => JSON.stringify(a) === JSON.stringify(b);

export function stockReservationsRouter(ctx: RouteContext, connection: Connection): Router {
  const router = Router();
  const products = ctx.models.Product.collection;
  const Reservation = reservationModel(connection);

  const take = (key: string, quantity: number) =>
    products.updateOne(
      { 'search.skuKey': key, availableQuantity: { $gte: quantity } },
      { $inc: { availableQuantity: -quantity } },
    );
  const giveBack = (key: string, quantity: number) =>
    products.updateOne({ 'search.skuKey': key }, { $inc: { availableQuantity: quantity } });
  /** Keeps the stock flag the pages read in step with what is left. */
  const syncStockFlags = async (keys: string[]) => {
    await products.updateMany(
      { 'search.skuKey': { $in: keys }, availableQuantity: { $lte: 0 } },
      { $set: { currentlyInStock: false } },
    );
    await products.updateMany(
      { 'search.skuKey': { $in: keys }, availableQuantity: { $gt: 0 } },
      { $set: { currentlyInStock: true } },
    );
    ctx.cache.clear();
  };

  // POST /api/internal/stock/reserve {reservationId, lines: [{sku, quantity}]} → 200 {reservationId, lines};
  // 409 out_of_stock { details: [{sku, available}] } with nothing reserved.
  router.post('/api/internal/stock/reserve', requireServiceCall, requireJsonBody, async (req, res) => {
    const { reservationId, lines: asked } = parseOrThrow(reserveBodySchema, req.body ?? {}, 'body');
    const bySku = new Map<string, { sku: string; quantity: number }>();
    for (const l of asked) {
      const key = skuKey(l.sku);
      bySku.set(key, { sku: key, quantity: (bySku.get(key)?.quantity ?? 0) + l.quantity });
    }
    const lines = [...bySku.values()];
    await Reservation.init();
    try {
      await Reservation.create({ _id: reservationId, lines, state: 'pending' });
    } catch (err) {
      if ((err as { code?: unknown }).code !== 11000) throw err;
      const existing = await Reservation.findById(reservationId).lean<ReservationDoc>();
      if (existing?.state === 'reserved' && sameLines(existing.lines, lines)) {
        res.json({ reservationId, lines });
        return;
      }
      throw new HttpError(409, 'reservation_conflict', 'This reservation id is already in use');
    }
    const taken: typeof lines = [];
    for (const line of lines) {
      const result = await take(line.sku, line.quantity);
      if (result.modifiedCount !== 1) break;
      taken.push(line);
    }
    if (taken.length < lines.length) {
      for (const line of taken) await giveBack(line.sku, line.quantity);
      await Reservation.deleteOne({ _id: reservationId, state: 'pending' });
      const docs = await products
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
      const details = lines
        .map((l) => available.get(l.sku) ?? { sku: l.sku, available: 0 })
        .filter((d, i) => d.available < lines[i].quantity);
      throw new HttpError(409, 'out_of_stock', 'Some items are no longer available in the quantity asked', details);
    }
    await Reservation.updateOne({ _id: reservationId }, { $set: { state: 'reserved' } });
    await syncStockFlags(lines.map((l) => l.sku));
    res.json({ reservationId, lines });
  });

  // POST /api/internal/stock/release {reservationId} → {released: boolean}: gives a reservation back once.
  router.post('/api/internal/stock/release', requireServiceCall, requireJsonBody, async (req, res) => {
    const { reservationId } = parseOrThrow(releaseBodySchema, req.body ?? {}, 'body');
    const doc = await Reservation.findOneAndUpdate(
      { _id: reservationId, state: 'reserved' },
      { $set: { state: 'released' } },
      { new: true },
    ).lean<ReservationDoc>();
    if (doc) {
      for (const line of doc.lines) await giveBack(line.sku, line.quantity);
      await syncStockFlags(doc.lines.map((l) => l.sku));
    }
    res.json({ released: doc !== null });
  });

  return router;
}
