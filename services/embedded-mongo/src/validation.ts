// Collection validators (https://www.mongodb.com/docs/manual/core/schema-validation/): a `validator` given to `create`
// or `collMod` is a query filter, usually `$jsonSchema` (compiled by jsonSchema.ts), checked on every insert and
// update. `validationLevel` 'strict' (default) checks every write, 'moderate' only updates of documents that were
// valid, 'off' none; `validationAction` 'error' (default) refuses the write with code 121 DocumentValidationFailure,
// 'warn' lets it through.
import { Query } from 'mingo';
import { CommandError } from './errors';
import { compileJsonSchema } from './jsonSchema';
import { rewriteFilter, SERVER_QUERY_OPERATORS } from './queryOperators';
import { Doc, isPlainObject } from './values';

const VALIDATION_LEVELS = new Set(['off', 'strict', 'moderate']);
const VALIDATION_ACTIONS = new Set(['error', 'warn']);

const compiled = new WeakMap<Doc, Query>();

function validatorQuery(validator: Doc): Query {
  let q = compiled.get(validator);
  if (!q) {
    try {
      q = new Query(rewriteFilter(validator), {
        idKey: '_id',
        context: SERVER_QUERY_OPERATORS,
        jsonSchemaValidator: compileJsonSchema,
      } as ConstructorParameters<typeof Query>[1]);
    } catch (err) {
      if (err instanceof CommandError) throw err;
      throw new CommandError(2, 'BadValue', (err as Error).message);
    }
    compiled.set(validator, q);
  }
  return q;
}

/** Refuses invalid validator options (create / collMod) with MongoDB's codes. */
export function checkValidatorOptions(options: Doc): void {
  if (options.validator !== undefined) {
    if (!isPlainObject(options.validator))
      throw new CommandError(14, 'TypeMismatch', "'validator' has to be a document");
    validatorQuery(options.validator);
  }
  if (options.validationLevel !== undefined && !VALIDATION_LEVELS.has(options.validationLevel as string))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (options.validationAction !== undefined && !VALIDATION_ACTIONS.has(options.validationAction as string))
    throw new CommandError(
      2,
      'BadValue',
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}

/**
 * Checks a document about to be stored against its collection's validator; `old` is the stored
 * version for updates (null for inserts).
 */
export function checkValidator(options: Doc, doc: Doc, old: Doc | null): void {
  const validator = options.validator;
  if (!isPlainObject(validator) || Object.keys(validator).length === 0) return;
  const level = (options.validationLevel as string | undefined) ?? 'strict';
  if (level === 'off' || options.validationAction === 'warn') return;
  const q = validatorQuery(validator);
  if (q.test(doc)) return;
  if (level === 'moderate' && old && !q.test(old)) return;
  throw new CommandError(121, 'DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: { operatorName: Object.keys(validator)[0] } },
  });
}
