// Page renders on threads of their own (SSR_RENDER_THREADS). A render holds a thread for several milliseconds of
// React's work; on the gateway's own thread it held up every API call and every other answer meanwhile, and a gateway
// given two cores used one. Here the gateway's thread only posts a render (render-job.ts) to the thread with the
// fewest under way and streams what comes back; the thread loads the server bundles and runs the render
// (render-thread.ts). A thread that stops ends its renders: one not yet streaming gets the plain document, one
// streaming is cut, as a render that fails is. A thread that does not start a render in time, or does not stop one it
// was told to stop (the render deadline, a visitor who left), is taken for stuck and replaced. A thread that stops
// before it is up (a broken build, too little memory) is started again after a wait that doubles each time, not for
// every page: the pages meanwhile get the plain document.
import path from 'node:path';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type pino from 'pino';
import type { RenderedPage, ServerRenderState } from '@storefront/shared-domain';
import type { RenderJob, RenderJobConfig } from './render-job';

/** A thread's workerData. */
export interface RenderThreadData {
  config: RenderJobConfig;
  /** How long a bundle file is taken as unchanged on disk (ms; server-bundles.ts recheckMs). */
  bundleRecheckMs: number;
}

/** What the gateway's thread posts to a render thread. */
export type ToThread =
  { type: 'render'; id: number; job: RenderJob } | { type: 'abort'; id: number; reason: string } | { type: 'forget' };

/** What a render thread posts back: that it is up, a render's progress by its id, and what it logs. */
export type FromThread =
  | { type: 'up' }
  | { type: 'ready'; id: number }
  | { type: 'failed'; id: number }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number; state: ServerRenderState; complete: boolean; freshMs: number }
  | { type: 'fatal'; id: number; message: string }
  | { type: 'log'; id?: number; fields: Record<string, unknown>; msg: string };

/**
 * Why a render thread stopped (gateway_render_thread_stops_total): on its own ('exited': an uncaught error, a broken
 * script), or replaced for not stopping a render it was told to stop ('stuck') or not getting one ready in time
 * ('slow').
 */
export const RENDER_THREAD_STOPS = ['exited', 'stuck', 'slow'] as const;
export type RenderThreadStop = (typeof RENDER_THREAD_STOPS)[number];

export interface RenderThreadsOptions {
  threads: number;
  data: RenderThreadData;
  logger: pino.Logger;
  /** The thread's script: render-thread.js beside this file, as built (tests run the source through a loader). */
  file?: string;
  execArgv?: string[];
  /** How long a render told to stop may take to end before its thread is taken for stuck (ms). */
  stuckAfterMs?: number;
  /** How long a render may take to be ready to stream, a new thread's start included, before the same (ms). */
  readyWithinMs?: number;
  /** The wait before starting again a thread that stopped before it was up; doubled each time, 30 s at most (ms). */
  firstRestartDelayMs?: number;
  /** Told of each thread that stopped, but for those closed with the renderer. */
  onStop?(reason: RenderThreadStop): void;
}

/** What a render on a thread reports to its request. */
export interface ThreadRenderHooks {
  warn(fields: Record<string, unknown>, msg: string): void;
  /** Given the shortest max-age among the answers the render used, when it ends. */
  freshFor(ms: number): void;
}

export interface RenderThreads {
  /** Ready to stream, or null having written nothing (the page gets the plain document or a kept copy). */
  render(job: RenderJob, hooks: ThreadRenderHooks): Promise<RenderedPage | null>;
  /** Has every thread drop the answers it keeps between renders (shared-answers.ts). */
  forget(): void;
  close(): Promise<void>;
}

const DEFAULT_STUCK_AFTER_MS = 5000;
const DEFAULT_READY_WITHIN_MS = 10_000;
const DEFAULT_FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * A page rendering on a thread, as its request streams it: what arrives is written to the destination given to
 * `pipe` (kept until then), and the page's end ends it, or a failure destroys it.
 */
class ThreadPage implements RenderedPage {
  private destination: Writable | null = null;
  private pending: Buffer[] = [];
  private ending: { state: ServerRenderState; complete: boolean } | null = null;
  private failure: Error | null = null;
  private closed = false;

  constructor(private readonly stopOnThread: (reason: string) => void) {}

  readonly stream = {
    pipe: (destination: NodeJS.WritableStream) => {
      this.destination = destination as Writable;
      this.flush();
      return destination;
    },
    abort: (reason?: unknown) => this.stopOnThread(reason instanceof Error ? reason.message : String(reason)),
  };

  state(): ServerRenderState {
    if (!this.ending) throw new Error('a page has a state once it has ended');
    return this.ending.state;
  }

  complete(): boolean {
    return !!this.ending?.complete;
  }

  push(chunk: Uint8Array) {
    this.pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.flush();
  }

  end(state: ServerRenderState, complete: boolean) {
    this.ending = { state, complete };
    this.flush();
  }

  fail(error: Error) {
    this.failure = error;
    this.flush();
  }

  private flush() {
    const destination = this.destination;
    if (!destination || this.closed) return;
    for (const chunk of this.pending) destination.write(chunk);
    this.pending = [];
    if (!this.failure && !this.ending) return;
    this.closed = true;
    if (this.failure) destination.destroy(this.failure);
    else destination.end();
  }
}

interface ThreadJob {
  hooks: ThreadRenderHooks;
  resolve: (page: RenderedPage | null) => void;
  page?: ThreadPage;
  stuck?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, ThreadJob>;
  /** It has loaded its script and bundles' loader and takes renders. */
  up: boolean;
  /** Why it is being terminated, if it is. */
  replacing?: RenderThreadStop;
}

/** Starts of a slot's thread that failed in a row, and when the next may be. */
interface SlotStarts {
  failures: number;
  notBefore: number;
}

/** A render that ended, taken off its thread's list. */
function finish(thread: Thread, id: number): ThreadJob | undefined {
  const job = thread.jobs.get(id);
  thread.jobs.delete(id);
  clearTimeout(job?.stuck);
  return job;
}

/** What a thread posted, to the render it is about (its log lines to the render's request, or to the gateway's). */
function answer(
  thread: Thread,
  message: FromThread,
  logger: pino.Logger,
  stop: (thread: Thread, id: number, reason: string) => void,
) {
  if (message.type === 'up') {
    thread.up = true;
    return;
  }
  if (message.type === 'log') {
    const job = message.id === undefined ? undefined : thread.jobs.get(message.id);
    return job ? job.hooks.warn(message.fields, message.msg) : logger.warn(message.fields, message.msg);
  }
  const job = thread.jobs.get(message.id);
  if (!job) return;
  switch (message.type) {
    case 'ready':
      clearTimeout(job.stuck);
      job.stuck = undefined;
      job.page = new ThreadPage((reason) => stop(thread, message.id, reason));
      return job.resolve(job.page);
    case 'chunk':
      return job.page?.push(message.chunk);
    case 'failed':
      finish(thread, message.id);
      return job.resolve(null);
    case 'end':
      finish(thread, message.id);
      job.hooks.freshFor(message.freshMs);
      return job.page?.end(message.state, message.complete);
    case 'fatal':
      finish(thread, message.id);
      return job.page?.fail(new Error(message.message));
  }
}

/**
 * When each slot may start a thread: at once, unless its last threads stopped before they were up; then after a wait
 * that doubles with each such stop in a row.
 */
function slotStarts(slots: number, firstDelayMs: number) {
  const starts: SlotStarts[] = Array.from({ length: slots }, () => ({ failures: 0, notBefore: 0 }));
  return {
    mayStart: (slot: number) => Date.now() >= starts[slot]!.notBefore,
    /** The wait before the slot's next start (ms), 0 for a thread that was up. */
    stopped(slot: number, wasUp: boolean): number {
      const start = starts[slot]!;
      start.failures = wasUp ? 0 : start.failures + 1;
      const delay = wasUp ? 0 : Math.min(MAX_RESTART_DELAY_MS, firstDelayMs * 2 ** (start.failures - 1));
      start.notBefore = Date.now() + delay;
      return delay;
    },
  };
}

export function createRenderThreads(opts: RenderThreadsOptions): RenderThreads {
  const file = opts.file ?? path.join(__dirname, 'render-thread.js');
  const stuckAfterMs = opts.stuckAfterMs ?? DEFAULT_STUCK_AFTER_MS;
  const slots: (Thread | null)[] = Array.from({ length: Math.max(1, opts.threads) }, () => null);
  const starts = slotStarts(slots.length, opts.firstRestartDelayMs ?? DEFAULT_FIRST_RESTART_DELAY_MS);
  let closing = false;
  let nextId = 1;

  const replace = (thread: Thread, reason: RenderThreadStop, fields: Record<string, unknown>, msg: string) => {
    opts.logger.error(fields, msg);
    thread.replacing ??= reason;
    void thread.worker.terminate();
  };

  const stop = (thread: Thread, id: number, reason: string) => {
    const job = thread.jobs.get(id);
    if (!job) return;
    thread.worker.postMessage({ type: 'abort', id, reason } satisfies ToThread);
    job.stuck ??= setTimeout(
      () => replace(thread, 'stuck', { reason }, 'a render thread did not stop a render in time; replacing the thread'),
      stuckAfterMs,
    ).unref();
  };

  /** A thread that stopped (it failed, or was replaced) ends its renders; the next render starts a new one. */
  const stopped = (slot: number, thread: Thread, code: number) => {
    if (slots[slot] === thread) slots[slot] = null;
    if (!closing) {
      opts.onStop?.(thread.replacing ?? 'exited');
      const delayMs = starts.stopped(slot, thread.up);
      if (!thread.up)
        opts.logger.error({ code, delayMs }, 'a render thread stopped before it was up; starting it later');
      else if (thread.jobs.size > 0) opts.logger.error({ code, renders: thread.jobs.size }, 'a render thread stopped');
    }
    for (const id of [...thread.jobs.keys()]) {
      const job = finish(thread, id);
      if (job?.page) job.page.fail(new Error('the render thread stopped'));
      else job?.resolve(null);
    }
  };

  const spawn = (slot: number): Thread => {
    const worker = new Worker(file, { workerData: opts.data, execArgv: opts.execArgv });
    const thread: Thread = { worker, jobs: new Map(), up: false };
    worker.on('message', (message: FromThread) => answer(thread, message, opts.logger, stop));
    worker.on('error', (err) => opts.logger.error({ err }, 'a render thread failed'));
    worker.once('exit', (code) => stopped(slot, thread, code));
    // A gateway that is done exits with its render threads idle (unref after the listeners: adding one refs again).
    worker.unref();
    slots[slot] = thread;
    return thread;
  };

  /** The thread with the fewest renders under way, started if it is not running; null while none may start. */
  const pick = (): Thread | null => {
    let best: number | null = null;
    for (let slot = 0; slot < slots.length; slot += 1) {
      if (!slots[slot] && !starts.mayStart(slot)) continue;
      if (best === null || (slots[slot]?.jobs.size ?? 0) < (slots[best]?.jobs.size ?? 0)) best = slot;
    }
    return best === null ? null : (slots[best] ?? spawn(best));
  };

  return {
    render: (job, hooks) =>
      new Promise((resolve) => {
        const thread = closing ? null : pick();
        if (!thread) return resolve(null);
        const id = nextId++;
        // A render not ready to stream by then has its thread taken for stuck (its data has long timed out).
        const stuck = setTimeout(
          () =>
            replace(thread, 'slow', { url: job.url }, 'a render thread did not start a render in time; replacing it'),
          opts.readyWithinMs ?? DEFAULT_READY_WITHIN_MS,
        ).unref();
        thread.jobs.set(id, { hooks, resolve, stuck });
        thread.worker.postMessage({ type: 'render', id, job } satisfies ToThread);
      }),
    forget: () => {
      for (const thread of slots) thread?.worker.postMessage({ type: 'forget' } satisfies ToThread);
    },
    close: async () => {
      closing = true;
      await Promise.all(slots.map((thread) => thread?.worker.terminate()));
    },
  };
}
