// Collection-level options with MongoDB's rules: `create` options, `collMod` (validator and index
// hiding, https://www.mongodb.com/docs/manual/reference/command/collMod/) and `hint`, whose index
// gives the order of results when a find has no sort.
import { CommandError } from './errors';
import type { Collection, IndexSpec } from './collection';
import type { Store } from './store';
import { checkValidatorOptions } from './validation';
import { Doc, isPlainObject, keyOf, setField, toNumber } from './values';

// `capped` is a "safe bool" to MongoDB: any number other than 0 counts as true (mongoose's
// `createCollection({ capped: 1024 })` sends one).
const truthyFlag = (v: unknown): boolean => v === true || (typeof v !== 'boolean' && !!toNumber(v));

/** Refuses `create` options MongoDB refuses (capped without size: code 72; bad validators). */
export function checkCreateOptions(options: Doc): void {
  if (truthyFlag(options.capped) && options.size === undefined)
    throw new CommandError(72, 'InvalidOptions', "the 'size' field is required when 'capped' is true");
  checkTimeseriesOptions(options);
  checkValidatorOptions(options);
}

/** The bucket span MongoDB derives from a time-series collection's granularity. */
const BUCKET_MAX_SPAN = new Map([
  ['seconds', 3600],
  ['minutes', 86400],
  ['hours', 2592000],
]);

/**
 * Time-series options as MongoDB checks and lists them (`timeField` required, `granularity`
 * defaulting to `seconds`, plus the bucket span it implies); a collection-level
 * `expireAfterSeconds` only on a time-series or clustered collection. Fills the defaults in place.
 */
function checkTimeseriesOptions(options: Doc): void {
  const ts = options.timeseries;
  if (ts === undefined) {
    if (options.expireAfterSeconds !== undefined && options.clusteredIndex === undefined)
      throw new CommandError(
        72,
        'InvalidOptions',
        "'expireAfterSeconds' is only supported on time-series collections or when the collection is clustered",
      );
    return;
  }
  if (!isPlainObject(ts) || typeof ts.timeField !== 'string' || !ts.timeField)
    throw new CommandError(40414, 'Location40414', "BSON field 'timeseries.timeField' is missing but a required field");
  const granularity = ts.granularity ?? 'seconds';
  const span = typeof granularity === 'string' ? BUCKET_MAX_SPAN.get(granularity) : undefined;
  if (span === undefined)
    throw new CommandError(2, 'BadValue', `Invalid timeseries granularity: ${String(granularity)}`);
  options.timeseries = { ...ts, granularity, bucketMaxSpanSeconds: ts.bucketMaxSpanSeconds ?? span };
  const secs = options.expireAfterSeconds;
  if (secs !== undefined && (toNumber(secs) === undefined || toNumber(secs)! < 0))
    throw new CommandError(2, 'BadValue', 'expireAfterSeconds must be a non-negative number');
}

function findIndexSpec(coll: Collection, which: unknown): IndexSpec | undefined {
  const specs = coll.indexSpecs();
  if (typeof which === 'string') return specs.find((s) => s.name === which);
  if (isPlainObject(which)) return specs.find((s) => keyOf(s.key) === keyOf(which));
  return undefined;
}

/**
 * The sort a `hint` implies when the find has none (the hinted index's key order); null for
 * `$natural` or no hint. An index that does not exist is refused as MongoDB does (code 2).
 */
export function hintOrder(coll: Collection, hint: unknown): Doc | null {
  if (hint === undefined || hint === null) return null;
  if (isPlainObject(hint) && Object.keys(hint).length === 0) return null;
  if (isPlainObject(hint) && '$natural' in hint) return null;
  const spec = findIndexSpec(coll, hint);
  if (!spec)
    throw new CommandError(
      2,
      'BadValue',
      'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
    );
  const order: Doc = {};
  for (const k of Object.keys(spec.key)) {
    const dir = toNumber(spec.key[k]);
    if (dir !== undefined) setField(order, k, dir < 0 ? -1 : 1);
  }
  return Object.keys(order).length ? order : null;
}

const COLLMOD_KEYS = new Set(['collMod', 'index', 'validator', 'validationLevel', 'validationAction']);
const IGNORED_KEYS = new Set([
  '$db',
  'lsid',
  '$readPreference',
  'writeConcern',
  'comment',
  '$clusterTime',
  'txnNumber',
]);

/** Applies `collMod` to a collection; returns the reply fields (without `ok`). */
export function collMod(store: Store, coll: Collection, cmd: Doc): Doc {
  for (const k of Object.keys(cmd)) {
    if (!COLLMOD_KEYS.has(k) && !IGNORED_KEYS.has(k))
      throw new CommandError(72, 'InvalidOptions', `option not supported by embedded-mongo collMod: ${k}`);
  }
  const reply: Doc = {};
  const options: Doc = { ...coll.options };
  for (const k of ['validator', 'validationLevel', 'validationAction']) if (k in cmd) options[k] = cmd[k];
  checkValidatorOptions(options);
  const hidden: Record<string, boolean> = {};
  if (cmd.index !== undefined) {
    const idx = cmd.index;
    if (!isPlainObject(idx)) throw new CommandError(14, 'TypeMismatch', "'index' must be an object");
    const spec = findIndexSpec(coll, idx.name ?? idx.keyPattern);
    if (!spec)
      throw new CommandError(
        27,
        'IndexNotFound',
        `cannot find index ${JSON.stringify(idx.name ?? idx.keyPattern)} for ns ${coll.ns}`,
      );
    if ('hidden' in idx) {
      if (typeof idx.hidden !== 'boolean') throw new CommandError(14, 'TypeMismatch', "'hidden' must be a boolean");
      if (spec.name === '_id_') throw new CommandError(72, 'InvalidOptions', "can't hide _id index");
      reply.hidden_old = !!spec.hidden;
      reply.hidden_new = idx.hidden;
      hidden[spec.name] = idx.hidden;
    }
  }
  store.modifyColl(coll, options, hidden);
  return reply;
}
