// Work that must happen after a request and must not be lost: emails, back-in-stock alerts, audit entries on their way
// to the account service (ARCHITECTURE.md §6: "Mail and alerts go through a MongoDB-backed job queue"). A job is a
// document in the service's own `jobs` collection, written before the request answers; a worker in every replica
// claims due jobs one at a time with an atomic update (a lease, so a replica that dies mid-job leaves it to another),
// retries a failing one with growing waits and gives up after `maxAttempts`, keeping the error for operators.
// A job enqueued with a `key` is enqueued once only: the key is unique (what makes "the alerts go out once" true).
import type express from 'express';
import mongoose, { Schema } from 'mongoose';
import type pino from 'pino';
import { modelOn, trusted } from './database';
import type { MailMessage, Mailer } from './mail';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobDoc {
  _id: mongoose.Types.ObjectId;
  kind: string;
  payload: unknown;
  key?: string;
  state: JobState;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  lockedUntil?: Date;
  lastError?: string;
  doneAt?: Date;
  createdAt?: Date;
}

/** Does one job; throwing makes it wait and try again. */
export type JobHandler = (payload: never, job: JobDoc) => Promise<void>;

export interface EnqueueOptions {
  /** At most one job ever exists with this key (a second enqueue with it is a no-op answering queued: false). */
  key?: string;
  /** Not before this time (default now). */
  runAt?: Date;
  /** Default: the queue's. */
  maxAttempts?: number;
}

export interface JobQueue {
  /** Writes the job; resolves once it is stored (so a request can answer knowing it will run). */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<{ queued: boolean }>;
  /** Runs every job that is due now, one by one, and resolves with how many ran (tests; the worker uses it too). */
  runDue(now?: Date): Promise<number>;
  /** Starts polling (npm start, production); idempotent. */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** The jobs of a kind, newest first (operators and tests). */
  list(kind?: string, limit?: number): Promise<JobDoc[]>;
}

export interface JobQueueOptions {
  handlers: Record<string, JobHandler>;
  logger?: pino.Logger;
  /** How often an idle worker looks for due jobs (ms, default 1000). */
  pollMs?: number;
  /** How long a claimed job is this worker's before another may take it (ms, default 60 000). */
  leaseMs?: number;
  /** First wait after a failure; it doubles with each attempt (ms, default 5 000), up to maxRetryWaitMs. */
  retryWaitMs?: number;
  maxRetryWaitMs?: number;
  /** Default attempts per job (default 8). */
  maxAttempts?: number;
}

const jobSchema = new Schema<JobDoc>(
  {
    kind: { type: String, required: true },
    payload: { type: Schema.Types.Mixed },
    key: { type: String },
    state: { type: String, required: true, enum: ['queued', 'running', 'done', 'failed'], default: 'queued' },
    runAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    maxAttempts: { type: Number, default: 8 },
    lockedUntil: { type: Date },
    lastError: { type: String },
    doneAt: { type: Date },
  },
  { collection: 'jobs', versionKey: false, timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);
jobSchema.index({ key: 1 }, { unique: true, sparse: true });
jobSchema.index({ state: 1, runAt: 1 });

export function jobModel(connection: mongoose.Connection): mongoose.Model<JobDoc> {
  return modelOn(connection, 'Job', jobSchema);
}

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

interface QueueSettings {
  Job: mongoose.Model<JobDoc>;
  handlers: Record<string, JobHandler>;
  logger?: pino.Logger;
  leaseMs: number;
  retryWaitMs: number;
  maxRetryWaitMs: number;
}

/** Takes the next due job (or one whose worker's lease ran out) for this worker, atomically. */
function claimDue({ Job, leaseMs }: QueueSettings, now: Date): Promise<JobDoc | null> {
  const due = {
    $or: [
      { state: 'queued', runAt: trusted({ $lte: now }) },
      { state: 'running', lockedUntil: trusted({ $lt: now }) },
    ],
  };
  return Job.findOneAndUpdate(
    due,
    { $set: { state: 'running', lockedUntil: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
    { sort: { runAt: 1 }, new: true },
  ).lean<JobDoc>();
}

/** Done; or queued again after a wait that doubles with each attempt; or failed for good after the last one. */
async function settle(settings: QueueSettings, job: JobDoc, error: unknown): Promise<void> {
  const { Job, logger } = settings;
  if (!error) {
    await Job.updateOne({ _id: job._id }, { $set: { state: 'done', doneAt: new Date() }, $unset: { lockedUntil: 1 } });
    return;
  }
  const message = (error as Error)?.message ?? String(error);
  const last = job.attempts >= job.maxAttempts;
  const wait = Math.min(settings.maxRetryWaitMs, settings.retryWaitMs * 2 ** Math.max(0, job.attempts - 1));
  await Job.updateOne(
    { _id: job._id },
    {
      $set: { state: last ? 'failed' : 'queued', runAt: new Date(Date.now() + wait), lastError: message.slice(0, 500) },
      $unset: { lockedUntil: 1 },
    },
  );
  const log = { job: { id: String(job._id), kind: job.kind, attempts: job.attempts }, err: { message } };
  if (last) logger?.error(log, 'job failed for good');
  else logger?.warn(log, 'job failed; it will be tried again');
}

async function runJob(settings: QueueSettings, job: JobDoc): Promise<void> {
  const handler = settings.handlers[job.kind];
  let error: unknown = null;
  try {
    if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
    await handler(job.payload as never, job);
  } catch (err) {
    error = err ?? new Error('job failed');
  }
  await settle(settings, job, error);
}

/** Runs due jobs one by one until none is left; resolves with how many ran. */
async function drain(settings: QueueSettings, now?: Date): Promise<number> {
  let count = 0;
  for (let job = await claimDue(settings, now ?? new Date()); job; job = await claimDue(settings, now ?? new Date())) {
    await runJob(settings, job);
    count += 1;
  }
  return count;
}

async function enqueueJob(
  Job: mongoose.Model<JobDoc>,
  defaultAttempts: number,
  [kind, payload, options = {}]: Parameters<JobQueue['enqueue']>,
): Promise<{ queued: boolean }> {
  try {
    await Job.create({
      kind,
      payload,
      ...(options.key ? { key: options.key } : {}),
      state: 'queued',
      runAt: options.runAt ?? new Date(),
      attempts: 0,
      maxAttempts: options.maxAttempts ?? defaultAttempts,
    });
    return { queued: true };
  } catch (err) {
    if (options.key && isDuplicateKey(err)) return { queued: false };
    throw err;
  }
}

export function createJobQueue(connection: mongoose.Connection, opts: JobQueueOptions): JobQueue {
  const settings: QueueSettings = {
    Job: jobModel(connection),
    handlers: opts.handlers,
    logger: opts.logger,
    leaseMs: opts.leaseMs ?? 60_000,
    retryWaitMs: opts.retryWaitMs ?? 5000,
    maxRetryWaitMs: opts.maxRetryWaitMs ?? 60 * 60_000,
  };
  const pollMs = opts.pollMs ?? 1000;
  let timer: NodeJS.Timeout | null = null;
  /** The drain in progress, as a promise that never rejects (the next drain starts after it). */
  let running: Promise<void> | null = null;
  let stopped = true;

  function runDue(now?: Date): Promise<number> {
    // One drain at a time per process: the poller and a test calling runDue never run the same job twice.
    const next = (running ?? Promise.resolve()).then(() => drain(settings, now));
    // Its failure (the database down) is the caller's to handle; the chain itself must never reject unhandled, which
    // would end the process.
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = null;
    });
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((err: unknown) => opts.logger?.warn({ err: { message: (err as Error).message } }, 'job poll failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    enqueue: (...args) => enqueueJob(settings.Job, opts.maxAttempts ?? 8, args),
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    list(kind, limit = 100) {
      return settings.Job.find(kind ? { kind } : {})
        .sort({ _id: -1 })
        .limit(limit)
        .lean<JobDoc[]>();
    },
  };
}

/** The kind of the job that sends one email (payload: MailMessage). */
export const MAIL_JOB = 'mail';

/** The handler of MAIL_JOB: sends through the service's mailer (SMTP, the development outbox, or the log). */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return (payload: never) => mailer.send(payload as MailMessage);
}

/** Queues one email (it leaves after the request, with retries); `key` makes it go out once only. */
export function enqueueMail(queue: JobQueue, message: MailMessage, key?: string): Promise<{ queued: boolean }> {
  return queue.enqueue(MAIL_JOB, message, key ? { key } : {});
}

/** Where a service app keeps its queue, so `runService` starts and stops its worker with the process. */
const QUEUE_LOCAL = 'jobQueue';

export function attachJobQueue(app: express.Express, queue: JobQueue): void {
  app.locals[QUEUE_LOCAL] = queue;
}

export function jobQueueOf(app: express.Express): JobQueue | null {
  return (app.locals[QUEUE_LOCAL] as JobQueue | undefined) ?? null;
}
