import type mongoose from 'mongoose';

/**
 * The connection's model of this name, compiled from `schema` the first time it is asked for: a model belongs to one
 * connection (each test suite has its own database), and mongoose refuses to compile a name twice on it.
 */
export function modelOn<T>(
  connection: mongoose.Connection,
  name: string,
  schema: mongoose.Schema<T>,
): mongoose.Model<T> {
  return (connection.models[name] as mongoose.Model<T> | undefined) ?? connection.model<T>(name, schema);
}
