import { Schema, type SchemaDefinition } from 'mongoose';

/**
 * One of the provider's stored objects: named by its prefixed id (`tok_…`, `pm_…`, `ch_…`, `evt_…`) and kept
 * strictly, so a write with a field the schema does not name throws instead of dropping it.
 */
export function providerObjectSchema<T>(collection: string, fields: SchemaDefinition<T>): Schema<T> {
  return new Schema<T>(
    { _id: { type: String, required: true }, ...fields },
    { collection, versionKey: false, strict: 'throw', strictQuery: true },
  );
}
