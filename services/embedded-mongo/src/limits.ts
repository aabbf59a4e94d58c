// MongoDB's document size limit (https://www.mongodb.com/docs/manual/reference/limits/#mongodb-limit-BSON-Document-Size):
// a stored document is at most 16 MiB, whatever the message carrying it was allowed to be.
import { calculateObjectSize } from 'bson';
import { CommandError } from './errors';
import type { Doc } from './values';

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** Refuses (code 10334 BSONObjectTooLarge) a document that is about to be stored and is over 16 MiB. */
export function checkDocumentSize(doc: Doc, kind: 'insert' | 'update'): void {
  const size = calculateObjectSize(doc);
  if (size <= MAX_BSON_OBJECT_SIZE) return;
  throw new CommandError(
    10334,
    'BSONObjectTooLarge',
    kind === 'insert'
      ? `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`
      : `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
  );
}
