import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import type { FittedVehicle } from './product';

/** What an import changes on one product: its vehicles before and after. */
export interface FitmentChange {
  sku: string;
  before: FittedVehicle[];
  after: FittedVehicle[];
}

/**
 * The journal of one fitment import. Written whole before any product changes, so an import that stops half-way (an
 * error, a crash) can be undone from it: the products already written get their `before` back ('rolled-back').
 * `lock` is set only while applying: its unique index lets one import apply at a time.
 */
export interface FitmentImportDoc {
  _id: string;
  state: 'applying' | 'applied' | 'rolled-back';
  lock?: 'applying';
  actor: string;
  changes: FitmentChange[];
  added: number;
  removed: number;
  createdAt?: Date;
}

const importSchema = new Schema<FitmentImportDoc>(
  {
    _id: { type: String, required: true },
    state: { type: String, enum: ['applying', 'applied', 'rolled-back'], required: true },
    lock: String,
    actor: String,
    changes: [Schema.Types.Mixed],
    added: Number,
    removed: Number,
  },
  { collection: 'fitment_imports', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

importSchema.index({ lock: 1 }, { unique: true, sparse: true });
importSchema.index({ state: 1 });

export type FitmentImportModel = Model<FitmentImportDoc>;

export function fitmentImportModel(connection: Connection): FitmentImportModel {
  return modelOn<FitmentImportDoc>(connection, 'FitmentImport', importSchema);
}
