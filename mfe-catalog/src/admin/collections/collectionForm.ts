// The collection page form's values to and from the API: a save sends only the fields staff changed (another staff
// member's edit of a field left alone is not overwritten), checked first with the rules the service applies.
import {
  COLLECTION_FIELD_LIMITS,
  collectionFieldErrors,
  type AdminCollection,
  type CollectionPageFields,
  type CollectionPatch,
} from '@storefront/shared-domain/admin';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type CollectionFormValues = CollectionPageFields;

const FIELDS = Object.keys(COLLECTION_FIELD_LIMITS) as Array<keyof CollectionPageFields>;

export function collectionFormValues(collection: AdminCollection): CollectionFormValues {
  const values = {} as CollectionFormValues;
  for (const key of FIELDS) values[key] = collection[key] ?? '';
  return values;
}

/** The fields whose text differs from the stored one. */
export function collectionPatchOf(values: CollectionFormValues, stored: CollectionFormValues): CollectionPatch {
  return Object.fromEntries(FIELDS.filter((key) => values[key] !== stored[key]).map((key) => [key, values[key]]));
}

export function collectionResolver(stored: CollectionFormValues): Resolver<CollectionFormValues> {
  return async (values) => {
    const messages = collectionFieldErrors(collectionPatchOf(values, stored));
    const errors = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, { type: 'rule', message }]),
    ) as FieldErrors<CollectionFormValues>;
    return Object.keys(messages).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
