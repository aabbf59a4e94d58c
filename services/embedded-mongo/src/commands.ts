// Command handlers with MongoDB's reply shapes. Every handler runs synchronously against the
// in-memory store (so one operation is atomic against every connection); writes then wait for the
// journal before the reply is released.
import { Long } from 'bson';
import { Query } from 'mingo';
import { CursorRegistry, MAX_BSON_SIZE } from './cursors';
import { effectiveCollation } from './collation';
import { copyDoubleMarks } from './doubles';
import { checkCreateOptions, collMod, hintOrder } from './collectionOptions';
import { CommandError, fail } from './errors';
import { checkGeoKeys, geoNearStage, normalizeGeoIndexSpec } from './geo';
import type { MingoOptions } from './mingoOptions';
import {
  applyUpdate,
  applyUpdates,
  findMatches,
  isOperatorUpdate,
  mingoOptions,
  pipelineIsReadOnly,
  plan,
  projector,
  runPipeline,
  sortDocs,
  upsertSeed,
} from './query';
import { plainEncoding } from './fastProjection';
import { Collection, IndexSpec } from './collection';
import { Store, validateCollName, validateDbName } from './store';
import { normalizeTextIndexSpec, withTextScores } from './text';
import { cloneDoc, Doc, isPlainObject, keyOf, pathValues, setField, toNumber } from './values';

export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WIRE_VERSION = 21;
export const SERVER_VERSION = '7.0.0';

export interface Logger {
  warn(message: string): void;
  info?(message: string): void;
}

export interface ServerContext {
  store: Store;
  cursors: CursorRegistry;
  logger: Logger;
  /** Resolves once every change made so far is durable; null when nothing to wait for. */
  sync(): Promise<void> | null;
  host: string;
  port: number;
  startedAt: number;
  connections: { current: number; total: number };
  onWrite?(): void;
  /** The TTL monitor's period in seconds; reschedules it when given one (setParameter). */
  ttlMonitorSleepSecs?(secs?: number): number;
}

export interface CommandContext {
  server: ServerContext;
  connectionId: number;
  db: string;
}

type Reply = Doc | Promise<Doc>;
type Handler = (ctx: CommandContext, cmd: Doc, name: string) => Reply;

function num(v: unknown, field: string, def?: number): number | undefined {
  if (v === undefined || v === null) return def;
  const n = toNumber(v);
  if (n === undefined || Number.isNaN(n)) fail('TypeMismatch', `Field '${field}' must be numeric`);
  return n;
}

function str(v: unknown, field: string): string {
  if (typeof v !== 'string') fail('TypeMismatch', `Field '${field}' must be of type string`);
  return v;
}

function collName(ctx: CommandContext, cmd: Doc, name: string): string {
  return validateCollName(ctx.db, str(cmd[name], name));
}

function opts(ctx: CommandContext, cmd: Doc, cloneForeign = false, collection?: string): MingoOptions {
  // without a collation of its own, a command uses its collection's default (collation.ts)
  const name = collection ?? Object.values(cmd)[0];
  const coll = typeof name === 'string' ? ctx.server.store.getColl(ctx.db, name) : undefined;
  return mingoOptions(ctx.server.store, ctx.db, effectiveCollation(cmd.collation, coll) ?? undefined, cloneForeign);
}

/** Waits for durability before releasing a write's reply. */
function durable(ctx: CommandContext, reply: Doc): Reply {
  ctx.server.onWrite?.();
  const p = ctx.server.sync();
  return p ? p.then(() => reply) : reply;
}

function writeError(index: number, err: unknown): Doc {
  if (err instanceof CommandError) return { index, code: err.code, errmsg: err.message, ...err.extra };
  return { index, code: 2, errmsg: (err as Error)?.message ?? String(err) };
}

/** The statements of a write command (its `documents`, `updates` or `deletes`). */
function statements(cmd: Doc, field: string): unknown[] {
  const stmts = cmd[field];
  if (!Array.isArray(stmts)) fail('TypeMismatch', `'${field}' must be an array`);
  return stmts;
}

/**
 * Runs each statement of a write command. A failing statement becomes a write error rather than failing the
 * command; an ordered write (the default) stops at the first one, an unordered one carries on.
 */
function eachStatement(cmd: Doc, stmts: unknown[], run: (stmt: unknown, index: number) => void): Doc[] {
  const ordered = cmd.ordered !== false;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < stmts.length; i++) {
    try {
      run(stmts[i], i);
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return writeErrors;
}

// ---------------------------------------------------------------------------------------------
// handshake / diagnostics

function hello(ctx: CommandContext, _cmd: Doc, name: string): Doc {
  const legacy = name.toLowerCase() === 'ismaster';
  return {
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Doc {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_SIZE,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  };
}

const PARAMETERS: Doc = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  maxBSONDepth: 100,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104857600,
};

function getParameter(_ctx: CommandContext, cmd: Doc): Doc {
  const all = cmd.getParameter === '*' || (isPlainObject(cmd.getParameter) && cmd.getParameter.allParameters);
  const out: Doc = {};
  for (const k of Object.keys(PARAMETERS)) if (all || k in cmd) out[k] = PARAMETERS[k];
  if (!Object.keys(out).length) fail('InvalidOptions', 'no option found to get');
  return { ...out, ok: 1 };
}

const SET_PARAMETER_IGNORED = new Set(['setParameter', 'lsid', 'comment', '$readPreference', '$clusterTime']);

/** `setParameter` (admin only, as on mongod): `ttlMonitorSleepSecs`, the TTL monitor's period. */
function setParameter(ctx: CommandContext, cmd: Doc): Doc {
  if (ctx.db !== 'admin') fail('Unauthorized', 'setParameter may only be run against the admin database.');
  const names = Object.keys(cmd).filter((k) => !SET_PARAMETER_IGNORED.has(k) && k !== '$db');
  if (!names.length) fail('InvalidOptions', 'no option found to set, use help:true to see options');
  for (const k of names)
    if (k !== 'ttlMonitorSleepSecs')
      fail('InvalidOptions', `attempted to set unrecognized parameter [${k}], use help:true to see options`);
  const secs = toNumber(cmd.ttlMonitorSleepSecs);
  if (secs === undefined || !Number.isInteger(secs) || secs < 1)
    fail('BadValue', 'ttlMonitorSleepSecs must be a positive integer');
  return { was: ctx.server.ttlMonitorSleepSecs?.(secs) ?? 60, ok: 1 };
}

function serverStatus(ctx: CommandContext): Doc {
  const s = ctx.server;
  const up = Date.now() - s.startedAt;
  return {
    host: `${s.host}:${s.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor(up / 1000),
    uptimeMillis: Long.fromNumber(up),
    uptimeEstimate: Long.fromNumber(Math.floor(up / 1000)),
    localTime: new Date(),
    connections: {
      current: s.connections.current,
      available: 1_000_000,
      totalCreated: s.connections.total,
      active: s.connections.current,
    },
    metrics: { cursor: { open: { total: Long.fromNumber(s.cursors.size) } } },
    ok: 1,
  };
}

function dbStats(ctx: CommandContext): Doc {
  const db = ctx.server.store.getDb(ctx.db);
  let objects = 0;
  let indexes = 0;
  for (const c of db?.collections.values() ?? []) {
    objects += c.docs.size;
    indexes += c.indexes.length + 1;
  }
  return {
    db: ctx.db,
    collections: db?.collections.size ?? 0,
    views: 0,
    objects,
    indexes,
    dataSize: 0,
    storageSize: 0,
    indexSize: 0,
    ok: 1,
  };
}

// ---------------------------------------------------------------------------------------------
// databases and collections

function listDatabases(ctx: CommandContext, cmd: Doc): Doc {
  let dbs = Array.from(ctx.server.store.dbs.values()).map((d) => ({
    name: d.name,
    sizeOnDisk: 0,
    empty: Array.from(d.collections.values()).every((c) => c.docs.size === 0),
  }));
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length) {
    const q = new Query(cmd.filter, {});
    dbs = dbs.filter((d) => q.test(d));
  }
  if (cmd.nameOnly) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  return { databases: dbs, totalSize: 0, totalSizeMb: 0, ok: 1 };
}

function collectionInfo(c: Collection): Doc {
  // MongoDB lists a time-series collection (a view on its buckets) without uuid or _id index
  if (isPlainObject(c.options.timeseries))
    return { name: c.name, type: 'timeseries', options: c.options, info: { readOnly: false } };
  return {
    name: c.name,
    type: 'collection',
    options: c.options,
    info: { readOnly: false, uuid: c.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  };
}

function listCollections(ctx: CommandContext, cmd: Doc): Doc {
  const db = ctx.server.store.getDb(ctx.db);
  let infos = Array.from(db?.collections.values() ?? []).map(collectionInfo);
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length) {
    const q = new Query(cmd.filter, {});
    infos = infos.filter((i) => q.test(i));
  }
  if (cmd.nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  const batchSize = isPlainObject(cmd.cursor) ? num(cmd.cursor.batchSize, 'batchSize') : undefined;
  return ctx.server.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, { batchSize: batchSize ?? 1_000_000 });
}

const CREATE_OPTIONS = new Set([
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'timeseries',
  'expireAfterSeconds',
  'clusteredIndex',
  'storageEngine',
  'indexOptionDefaults',
  'viewOn',
  'pipeline',
  'changeStreamPreAndPostImages',
]);

function create(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'create');
  if (ctx.server.store.getColl(ctx.db, name)) fail('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  const options: Doc = {};
  for (const k of Object.keys(cmd)) if (CREATE_OPTIONS.has(k)) options[k] = cmd[k];
  checkCreateOptions(options);
  ctx.server.store.ensureColl(ctx.db, name, options);
  return durable(ctx, { ok: 1 });
}

function drop(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'drop');
  const c = ctx.server.store.getColl(ctx.db, name);
  if (!c) return { ok: 1 };
  const nIndexesWas = c.indexes.length + 1;
  ctx.server.store.dropColl(ctx.db, name);
  return durable(ctx, { nIndexesWas, ns: c.ns, ok: 1 });
}

function dropDatabase(ctx: CommandContext): Reply {
  ctx.server.store.dropDb(ctx.db);
  return durable(ctx, { dropped: ctx.db, ok: 1 });
}

function renameCollection(ctx: CommandContext, cmd: Doc): Reply {
  const from = str(cmd.renameCollection, 'renameCollection');
  const to = str(cmd.to, 'to');
  const split = (ns: string): [string, string] => {
    const i = ns.indexOf('.');
    if (i <= 0) fail('InvalidNamespace', `Invalid namespace specified '${ns}'`);
    return [validateDbName(ns.slice(0, i)), validateCollName(ns.slice(0, i), ns.slice(i + 1))];
  };
  const [fdb, fcoll] = split(from);
  const [tdb, tcoll] = split(to);
  const store = ctx.server.store;
  const src = store.getColl(fdb, fcoll);
  if (!src) fail('NamespaceNotFound', 'source namespace does not exist');
  if (store.getColl(tdb, tcoll)) {
    if (!cmd.dropTarget) fail('NamespaceExists', 'target namespace exists');
    store.dropColl(tdb, tcoll);
  }
  const { coll: dst } = store.ensureColl(tdb, tcoll, src.options);
  for (const spec of src.indexes.map((i) => i.spec)) store.createIndex(dst, spec);
  for (const d of src.docs.values()) store.insert(dst, d);
  store.dropColl(fdb, fcoll);
  return durable(ctx, { ok: 1 });
}

// ---------------------------------------------------------------------------------------------
// reads

function find(ctx: CommandContext, cmd: Doc): Doc {
  const name = collName(ctx, cmd, 'find');
  const ns = `${ctx.db}.${name}`;
  const c = ctx.server.store.getColl(ctx.db, name);
  let limit = num(cmd.limit, 'limit', 0)!;
  let singleBatch = !!cmd.singleBatch;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = num(cmd.skip, 'skip', 0)!;
  if (skip < 0) fail('BadValue', 'skip value must be non-negative');
  const batchSize = num(cmd.batchSize, 'batchSize');
  if (batchSize !== undefined && batchSize < 0) fail('BadValue', 'batchSize must be non-negative');
  if (!c) return ctx.server.cursors.open(ns, [], { singleBatch: true });
  const o = opts(ctx, cmd);
  const hasSort = isPlainObject(cmd.sort) && Object.keys(cmd.sort).length > 0;
  // without a sort, a hinted index gives the order (collectionOptions.ts)
  const hinted = hintOrder(c, cmd.hint);
  const sort = hasSort ? cmd.sort : hinted;
  let docs = findMatches(c, cmd.filter, o, !sort && limit ? skip + limit : undefined);
  if (sort) docs = sortDocs(docs, sort, o);
  if (skip) docs = docs.slice(skip);
  if (limit) docs = docs.slice(0, limit);
  if (limit && batchSize === undefined && limit <= 101) singleBatch = true;
  // Stored documents, whole or through a plain projection, are answered from cached encodings (encodedDocs.ts) when
  // there are several: for one document (findById) keeping its encoding costs more than writing it.
  const encode = docs.length > 1 ? plainEncoding(cmd.projection) : null;
  return ctx.server.cursors.open(ns, docs, {
    batchSize: limit && (batchSize === undefined || batchSize > limit) ? limit : batchSize,
    singleBatch,
    project: encode ? null : projector(cmd.filter, cmd.projection, o),
    encode: encode ?? undefined,
    noTimeout: !!cmd.noCursorTimeout,
  });
}

function getMore(ctx: CommandContext, cmd: Doc): Doc {
  const key = String(cmd.getMore);
  const coll = str(cmd.collection, 'collection');
  const cursor = ctx.server.cursors.get(key);
  if (!cursor) fail('CursorNotFound', `cursor id ${key} not found`);
  if (cursor.ns !== `${ctx.db}.${coll}` && !cursor.ns.startsWith(`${ctx.db}.$cmd`)) {
    fail(
      'BadValue',
      `Requested getMore on namespace '${ctx.db}.${coll}', but cursor belongs to a different namespace ${cursor.ns}`,
    );
  }
  const batchSize = num(cmd.batchSize, 'batchSize');
  const nextBatch = CursorRegistry.takeBatch(cursor, batchSize);
  cursor.lastUsed = Date.now();
  const done = cursor.pos >= cursor.docs.length;
  if (done) ctx.server.cursors.delete(key);
  return { cursor: { nextBatch, id: done ? Long.ZERO : cursor.id, ns: cursor.ns }, ok: 1 };
}

function killCursors(ctx: CommandContext, cmd: Doc): Doc {
  const killed: unknown[] = [];
  const notFound: unknown[] = [];
  for (const id of Array.isArray(cmd.cursors) ? cmd.cursors : []) {
    if (ctx.server.cursors.delete(String(id))) killed.push(id);
    else notFound.push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(ctx: CommandContext, cmd: Doc): Doc {
  const c = ctx.server.store.getColl(ctx.db, collName(ctx, cmd, 'count'));
  if (!c) return { n: 0, ok: 1 };
  const skip = num(cmd.skip, 'skip', 0)!;
  const limit = Math.abs(num(cmd.limit, 'limit', 0)!);
  const hasQuery = isPlainObject(cmd.query) && Object.keys(cmd.query).length > 0;
  let n = hasQuery ? findMatches(c, cmd.query, opts(ctx, cmd)).length : c.docs.size;
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(ctx: CommandContext, cmd: Doc): Doc {
  const key = str(cmd.key, 'key');
  const c = ctx.server.store.getColl(ctx.db, collName(ctx, cmd, 'distinct'));
  if (!c) return { values: [], ok: 1 };
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const d of findMatches(c, cmd.query, opts(ctx, cmd))) {
    for (const v of pathValues(d, key)) {
      if (v === undefined) continue;
      const k = keyOf(v);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(v);
    }
  }
  return { values, ok: 1 };
}

function aggregate(ctx: CommandContext, cmd: Doc): Reply {
  if (!Array.isArray(cmd.pipeline)) fail('TypeMismatch', "'pipeline' option must be specified as an array");
  let pipeline = cmd.pipeline as Doc[];
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
      fail('BadValue', 'A pipeline stage specification object must contain exactly one field.');
  }
  const stageNames = pipeline.map((s) => Object.keys(s)[0]);
  if (stageNames.includes('$changeStream')) {
    fail('Location40573', 'The $changeStream stage is only supported on replica sets');
  }
  if (stageNames.indexOf('$geoNear') > 0)
    fail('Location40603', '$geoNear is only valid as the first stage in a pipeline.');
  if (cmd.explain) {
    const { explain: _explain, ...inner } = cmd;
    return explainCommand(ctx, { explain: inner });
  }
  if (!isPlainObject(cmd.cursor))
    fail('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  const batchSize = num(cmd.cursor.batchSize, 'batchSize');
  const collectionLevel = typeof cmd.aggregate === 'string';
  const name = collectionLevel ? collName(ctx, cmd, 'aggregate') : null;
  const ns = name ? `${ctx.db}.${name}` : `${ctx.db}.$cmd.aggregate`;

  // $out / $merge write the results into a collection: handled here, after mingo computed them.
  const last = pipeline[pipeline.length - 1];
  const outStage = last && ('$out' in last || '$merge' in last) ? last : null;
  if (outStage) pipeline = pipeline.slice(0, -1);
  for (const s of pipeline)
    if ('$out' in s || '$merge' in s) fail('BadValue', '$out/$merge can only be the final stage in the pipeline');

  const readOnly = pipelineIsReadOnly(pipeline);
  const o = opts(ctx, cmd, !readOnly);
  if (isPlainObject(cmd.let)) Object.assign(o, { variables: cmd.let });
  let input: Doc[] = [];
  if (name) {
    const c = ctx.server.store.getColl(ctx.db, name);
    if (c) {
      const first = pipeline[0];
      if (first && '$match' in first && isPlainObject(first.$match)) {
        input = findMatches(c, first.$match, o);
        pipeline = pipeline.slice(1);
      } else if (first && '$geoNear' in first) {
        input = geoNearStage(c, first.$geoNear, (query) => findMatches(c, query, o));
        pipeline = pipeline.slice(1);
      } else {
        input = Array.from(c.docs.values());
      }
      // a hinted index gives the order the pipeline reads the collection in, as for find
      const hinted = first && '$geoNear' in first ? null : hintOrder(c, cmd.hint);
      if (hinted) input = sortDocs(input, hinted, o);
      if (!readOnly) input = input.map(cloneDoc);
    }
  } else if (stageNames[0] !== '$documents') {
    fail('InvalidNamespace', `{aggregate: 1} is not valid for '${stageNames[0] ?? ''}'; a collection is required.`);
  }
  // { $meta: 'textScore' } in the stages after a first-stage $text (text.ts)
  const scored = withTextScores(input, pipeline, o, cmd.pipeline as Doc[]);
  const results = scored.finish(scored.pipeline.length ? runPipeline(scored.input, scored.pipeline, o) : scored.input);
  if (outStage) {
    writeOut(ctx, outStage, results, o);
    return durable(ctx, { cursor: { firstBatch: [], id: Long.ZERO, ns }, ok: 1 });
  }
  return ctx.server.cursors.open(ns, results, { batchSize });
}

function targetOf(ctx: CommandContext, spec: unknown): [string, string] {
  if (typeof spec === 'string') return [ctx.db, spec];
  if (isPlainObject(spec) && typeof spec.coll === 'string')
    return [typeof spec.db === 'string' ? spec.db : ctx.db, spec.coll];
  return fail('FailedToParse', 'invalid $out/$merge target');
}

function writeOut(ctx: CommandContext, stage: Doc, results: Doc[], o: MingoOptions): void {
  const store = ctx.server.store;
  if ('$out' in stage) {
    const [db, coll] = targetOf(ctx, stage.$out);
    const old = store.getColl(db, coll);
    const specs = old ? old.indexes.map((i) => i.spec) : [];
    // validate first so a failure leaves the target untouched
    const seen = new Set<string>();
    for (const d of results) {
      if (d._id === undefined) continue;
      const k = keyOf(d._id);
      if (seen.has(k))
        fail(
          'DuplicateKey',
          `E11000 duplicate key error collection: ${db}.${coll} index: _id_ dup key: { _id: ${String(d._id)} }`,
        );
      seen.add(k);
    }
    if (old) store.dropColl(db, coll);
    const { coll: c } = store.ensureColl(db, coll);
    for (const spec of specs) store.createIndex(c, spec);
    for (const d of results) store.insert(c, cloneDoc(d));
    return;
  }
  const m = stage.$merge;
  const spec: Doc = typeof m === 'string' || (isPlainObject(m) && !('into' in m)) ? { into: m } : (m as Doc);
  const [db, coll] = targetOf(ctx, spec.into);
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? (spec.on as string[]) : [str(spec.on, 'on')];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  const { coll: c } = store.ensureColl(db, coll);
  for (const d of results) {
    const filter: Doc = {};
    for (const f of on) setField(filter, f, pathValues(d, f)[0] ?? null);
    const existing = on.length === 1 && on[0] === '_id' && d._id === undefined ? [] : findMatches(c, filter, o, 1);
    if (existing.length) {
      const cur = existing[0];
      const idKey = keyOf(cur._id);
      if (whenMatched === 'keepExisting') continue;
      if (whenMatched === 'fail') c.dupError('_id_', { _id: 1 }, { _id: cur._id });
      let next: Doc;
      if (whenMatched === 'replace') next = { ...cloneDoc(d), _id: cur._id };
      else if (Array.isArray(whenMatched))
        next = applyUpdate(
          cur,
          whenMatched,
          undefined,
          undefined,
          { ...o, variables: { new: d } } as MingoOptions,
          false,
        ).doc;
      else next = { ...cloneDoc(cur), ...cloneDoc(d), _id: cur._id };
      store.replace(c, idKey, next);
    } else {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail')
        fail('BadValue', '$merge could not find a matching document in the target collection');
      store.insert(c, cloneDoc(d));
    }
  }
}

/** A minimal `explain`: reports which access path (IDHACK / IXSCAN / COLLSCAN) a query uses. */
function explainCommand(ctx: CommandContext, cmd: Doc): Doc {
  const inner = cmd.explain;
  if (!isPlainObject(inner)) fail('TypeMismatch', 'explain command requires a nested object');
  const verb = Object.keys(inner)[0];
  const name = typeof inner[verb] === 'string' ? (inner[verb] as string) : '';
  let filter: unknown = inner.filter ?? inner.query;
  if (verb === 'aggregate' && Array.isArray(inner.pipeline)) {
    const first = inner.pipeline[0] as Doc | undefined;
    filter = first && isPlainObject(first.$match) ? first.$match : {};
  } else if (
    (verb === 'update' || verb === 'delete') &&
    Array.isArray(inner[verb === 'update' ? 'updates' : 'deletes'])
  ) {
    filter = ((inner[verb === 'update' ? 'updates' : 'deletes'] as Doc[])[0] ?? {}).q;
  }
  const c = name ? ctx.server.store.getColl(ctx.db, name) : undefined;
  const f = isPlainObject(filter) ? filter : {};
  const winningPlan = c ? plan(c, f).plan : { stage: 'EOF' };
  return {
    queryPlanner: { namespace: `${ctx.db}.${name}`, parsedQuery: f, winningPlan, rejectedPlans: [] },
    command: inner,
    serverInfo: { host: ctx.server.host, port: ctx.server.port, version: SERVER_VERSION, gitVersion: 'embedded-mongo' },
    ok: 1,
  };
}

// ---------------------------------------------------------------------------------------------
// writes

function insert(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'insert');
  const docs = statements(cmd, 'documents');
  const store = ctx.server.store;
  const { coll } = store.ensureColl(ctx.db, name);
  let n = 0;
  const writeErrors = eachStatement(cmd, docs, (d) => {
    if (!isPlainObject(d)) fail('BadValue', 'document to insert must be an object');
    store.insert(coll, d);
    n++;
  });
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return durable(ctx, reply);
}

function prepareUpsertDoc(filter: unknown, u: unknown): Doc {
  const seed = upsertSeed(filter);
  if (isPlainObject(u) && !Array.isArray(u) && !isOperatorUpdate(u)) {
    // replacement upsert: only the _id of the filter is kept
    return seed._id !== undefined ? { _id: seed._id } : {};
  }
  return seed;
}

function withIdFirst(doc: Doc): Doc {
  if (doc._id === undefined || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  const out = { _id, ...rest };
  copyDoubleMarks(doc, out);
  return out;
}

/** Runs one upsert insert; returns the stored document. */
function upsertInsert(
  ctx: CommandContext,
  coll: Collection,
  filter: unknown,
  u: unknown,
  arrayFilters: unknown,
  o: MingoOptions,
): Doc {
  const seed = prepareUpsertDoc(filter, u);
  const { doc } = applyUpdate(seed, u, arrayFilters, filter, o, true);
  if (seed._id !== undefined && doc._id === undefined) doc._id = seed._id;
  return ctx.server.store.insert(coll, withIdFirst(doc));
}

function update(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'update');
  const updates = statements(cmd, 'updates');
  const store = ctx.server.store;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = eachStatement(cmd, updates, (stmt, i) => {
    if (!isPlainObject(stmt)) fail('TypeMismatch', 'update statement must be an object');
    const o = opts(ctx, stmt, false, name);
    if (isPlainObject(cmd.let)) Object.assign(o, { variables: cmd.let });
    const multi = !!stmt.multi;
    const u = stmt.u;
    if (!(isPlainObject(u) || Array.isArray(u)))
      fail('FailedToParse', 'Update argument must be either an object or an array');
    if (multi && isPlainObject(u) && !isOperatorUpdate(u))
      fail('FailedToParse', 'multi update is not supported for replacement-style update');
    const existing = store.getColl(ctx.db, name);
    const matches = existing ? findMatches(existing, stmt.q, o, multi ? undefined : 1) : [];
    if (matches.length === 0) {
      if (stmt.upsert) {
        const { coll } = store.ensureColl(ctx.db, name);
        const doc = upsertInsert(ctx, coll, stmt.q, u, stmt.arrayFilters, o);
        upserted.push({ index: i, _id: doc._id });
        n++;
      }
      return;
    }
    const coll = existing!;
    const outcomes = applyUpdates(matches, u, stmt.arrayFilters, stmt.q, o, false);
    for (let j = 0; j < matches.length; j++) {
      const { doc, modified } = outcomes[j];
      n++;
      if (!modified) continue;
      store.replace(coll, keyOf(matches[j]._id), doc);
      nModified++;
    }
  });
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return durable(ctx, reply);
}

function del(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'delete');
  const deletes = statements(cmd, 'deletes');
  const store = ctx.server.store;
  let n = 0;
  const writeErrors = eachStatement(cmd, deletes, (stmt) => {
    if (!isPlainObject(stmt)) fail('TypeMismatch', 'delete statement must be an object');
    const limit = num(stmt.limit, 'limit', 0)!;
    if (limit !== 0 && limit !== 1) fail('BadValue', 'The limit field in delete objects must be 0 or 1');
    const coll = store.getColl(ctx.db, name);
    if (!coll) return;
    for (const d of findMatches(coll, stmt.q, opts(ctx, stmt, false, name), limit)) {
      if (store.remove(coll, keyOf(d._id))) n++;
    }
  });
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return durable(ctx, reply);
}

function findAndModify(ctx: CommandContext, cmd: Doc, cmdName: string): Reply {
  const name = collName(ctx, cmd, cmdName);
  const store = ctx.server.store;
  const o = opts(ctx, cmd);
  if (isPlainObject(cmd.let)) Object.assign(o, { variables: cmd.let });
  const remove = !!cmd.remove;
  const u = cmd.update;
  if (!remove && u === undefined) fail('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && u !== undefined) fail('FailedToParse', 'Cannot specify both an update and remove=true');
  if (remove && cmd.upsert) fail('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  if (!remove && !(isPlainObject(u) || Array.isArray(u)))
    fail('FailedToParse', 'Update argument must be either an object or an array');
  const project = projector(cmd.query, cmd.fields, o);
  const shape = (d: Doc | null): Doc | null => (d && project ? (project([d])[0] ?? null) : d);
  const existing = store.getColl(ctx.db, name);
  let matches = existing
    ? findMatches(existing, cmd.query, o, isPlainObject(cmd.sort) && Object.keys(cmd.sort).length ? undefined : 1)
    : [];
  if (matches.length > 1) matches = sortDocs(matches, cmd.sort, o);
  const target = matches[0];
  let reply: Doc;
  if (remove) {
    if (target) store.remove(existing!, keyOf(target._id));
    reply = { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target ?? null), ok: 1 };
  } else if (target) {
    const { doc, modified } = applyUpdate(target, u, cmd.arrayFilters, cmd.query, o, false);
    if (modified) store.replace(existing!, keyOf(target._id), doc);
    reply = { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(cmd.new ? doc : target), ok: 1 };
  } else if (cmd.upsert) {
    const { coll } = store.ensureColl(ctx.db, name);
    const doc = upsertInsert(ctx, coll, cmd.query, u, cmd.arrayFilters, o);
    reply = {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: shape(cmd.new ? doc : null),
      ok: 1,
    };
  } else {
    reply = { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  }
  return durable(ctx, reply);
}

// ---------------------------------------------------------------------------------------------
// indexes

function defaultIndexName(key: Doc): string {
  return Object.keys(key)
    .map((k) => `${k}_${String(key[k])}`)
    .join('_');
}

const INDEX_OPTION_KEYS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression'];

function sameOptions(a: IndexSpec, b: Doc): boolean {
  return INDEX_OPTION_KEYS.every(
    (k) =>
      keyOf(k === 'unique' || k === 'sparse' ? !!a[k] : a[k]) ===
      keyOf(k === 'unique' || k === 'sparse' ? !!b[k] : b[k]),
  );
}

function createIndexes(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
    fail('BadValue', 'Must specify at least one index to create');
  const store = ctx.server.store;
  const existing = store.getColl(ctx.db, name);
  const before = existing ? existing.indexes.length + 1 : 1;
  const toCreate: IndexSpec[] = [];
  for (const raw of cmd.indexes as unknown[]) {
    if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
      fail('FailedToParse', "The 'key' field must be a non-empty object");
    }
    const key = raw.key as Doc;
    for (const k of Object.keys(key)) {
      const v = key[k];
      if (!(typeof v === 'string' || (toNumber(v) !== undefined && toNumber(v) !== 0)))
        fail('BadValue', `Values in the index key pattern can't be 0 or non-numeric: ${k}`);
    }
    const idxName = typeof raw.name === 'string' && raw.name ? raw.name : defaultIndexName(key);
    if (
      raw.expireAfterSeconds !== undefined &&
      (toNumber(raw.expireAfterSeconds) === undefined || toNumber(raw.expireAfterSeconds)! < 0)
    ) {
      fail('InvalidOptions', 'TTL index expireAfterSeconds option must be a non-negative number');
    }
    let spec: IndexSpec = { v: 2, key, name: idxName };
    for (const k of Object.keys(raw)) if (k !== 'key' && k !== 'name' && k !== 'v' && k !== 'ns') spec[k] = raw[k];
    if (spec.expireAfterSeconds !== undefined) spec.expireAfterSeconds = toNumber(spec.expireAfterSeconds);
    const all: IndexSpec[] = [...(existing?.indexSpecs() ?? [{ v: 2, key: { _id: 1 }, name: '_id_' }]), ...toCreate];
    // text and 2dsphere indexes are stored (and listed) the way MongoDB stores them
    spec = normalizeGeoIndexSpec(normalizeTextIndexSpec(spec, all));
    for (const d of existing?.docs.values() ?? []) checkGeoKeys([{ spec }], d);
    const byName = all.find((s) => s.name === idxName);
    const byKey = all.find((s) => keyOf(s.key) === keyOf(spec.key));
    if (byName) {
      if (keyOf(byName.key) !== keyOf(spec.key)) {
        fail(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index but different key. Requested index: ${idxName}, existing index: ${byName.name}`,
        );
      }
      if (!sameOptions(byName, spec) && byName.name !== '_id_') {
        fail(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${idxName}, existing index: ${byName.name}`,
        );
      }
      continue;
    }
    if (byKey && sameOptions(byKey, spec)) {
      fail('IndexOptionsConflict', `Index already exists with a different name: ${byKey.name}`);
    }
    toCreate.push(spec);
  }
  const { coll, created } = store.ensureColl(ctx.db, name);
  for (const spec of toCreate) store.createIndex(coll, spec);
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.length + 1,
    createdCollectionAutomatically: created,
    ok: 1,
  };
  if (!toCreate.length) reply.note = 'all indexes already exist';
  return durable(ctx, reply);
}

function listIndexes(ctx: CommandContext, cmd: Doc): Doc {
  const name = collName(ctx, cmd, 'listIndexes');
  const c = ctx.server.store.getColl(ctx.db, name);
  if (!c) fail('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const batchSize = isPlainObject(cmd.cursor) ? num(cmd.cursor.batchSize, 'batchSize') : undefined;
  return ctx.server.cursors.open(`${ctx.db}.$cmd.listIndexes.${name}`, c.indexSpecs() as Doc[], {
    batchSize: batchSize ?? 1_000_000,
  });
}

function collModCommand(ctx: CommandContext, cmd: Doc): Reply {
  const name = collName(ctx, cmd, 'collMod');
  const c = ctx.server.store.getColl(ctx.db, name);
  if (!c) fail('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  return durable(ctx, { ...collMod(ctx.server.store, c, cmd), ok: 1 });
}

function dropIndexes(ctx: CommandContext, cmd: Doc, cmdName: string): Reply {
  const name = collName(ctx, cmd, cmdName);
  const store = ctx.server.store;
  const c = store.getColl(ctx.db, name);
  if (!c) fail('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = c.indexes.length + 1;
  const which = cmd.index;
  let names: string[];
  if (which === '*') names = c.indexes.map((i) => i.name);
  else if (typeof which === 'string') names = [which];
  else if (Array.isArray(which)) names = which.map((w) => str(w, 'index'));
  else if (isPlainObject(which)) {
    if (keyOf(which) === keyOf({ _id: 1 })) fail('InvalidOptions', 'cannot drop _id index');
    const idx = c.indexes.find((i) => keyOf(i.spec.key) === keyOf(which));
    if (!idx) fail('IndexNotFound', `can't find index with key: ${JSON.stringify(which)}`);
    names = [idx.name];
  } else return fail('TypeMismatch', "'index' must be a string, an object or an array of strings");
  for (const n of names) {
    if (n === '_id_') fail('InvalidOptions', 'cannot drop _id index');
    if (!c.findIndex(n)) fail('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) store.dropIndex(c, n);
  return durable(ctx, { nIndexesWas, ok: 1 });
}

// ---------------------------------------------------------------------------------------------

const noTransactions = (): never =>
  fail('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');

const HANDLERS: Record<string, Handler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  setParameter,
  serverStatus,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1:0', ok: 1 }),
  hostInfo: () => ({ system: { currentTime: new Date(), hostname: 'localhost' }, os: {}, extra: {}, ok: 1 }),
  getCmdLineOpts: () => ({ argv: process.argv, parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  dbStats,
  listDatabases,
  listCollections,
  create,
  drop,
  dropDatabase,
  renameCollection,
  find,
  getMore,
  killCursors,
  explain: explainCommand,
  count,
  distinct,
  aggregate,
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  collMod: collModCommand,
  endSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  commitTransaction: noTransactions,
  abortTransaction: noTransactions,
};

function errorReply(err: unknown): Doc {
  if (err instanceof CommandError)
    return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
  return { ok: 0, errmsg: (err as Error)?.message ?? String(err), code: 1, codeName: 'InternalError' };
}

/** Runs one command document; never throws (failures become `ok: 0` replies). */
export function runCommand(server: ServerContext, cmd: Doc, connectionId: number, defaultDb?: string): Reply {
  try {
    const name = Object.keys(cmd)[0];
    if (name === undefined) fail('FailedToParse', 'empty command document');
    const db = cmd.$db ?? defaultDb;
    if (db === undefined) fail('FailedToParse', 'OP_MSG requests require a $db argument');
    const ctx: CommandContext = { server, connectionId, db: validateDbName(db) };
    if (cmd.startTransaction || cmd.autocommit !== undefined) noTransactions();
    const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
    if (!handler) return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' };
    const out = handler(ctx, cmd, name);
    if (out instanceof Promise) return out.catch(errorReply);
    return out;
  } catch (err) {
    return errorReply(err);
  }
}
