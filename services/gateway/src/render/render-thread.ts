// A render thread (render-threads.ts): renders the pages the gateway's thread posts to it and posts their HTML back
// as it comes. It loads the server bundles itself, so each thread holds its own copy of each version it has rendered.
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { createServerBundles } from './server-bundles';
import { runRenderJob, type RenderJob } from './render-job';
import { renderFreshness } from './service-fetch';
import { createSharedAnswers } from './shared-answers';
import type { FromThread, RenderThreadData, ToThread } from './render-threads';

const port = parentPort;
if (!port) throw new Error('render-thread.ts runs as a worker thread (render-threads.ts starts it)');

const data = workerData as RenderThreadData;
const post = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
/** What the gateway's thread logs for a render: errors travel as their name, message and stack. */
const loggable = (fields: Record<string, unknown>) =>
  fields.err instanceof Error
    ? { ...fields, err: { type: fields.err.name, message: fields.err.message, stack: fields.err.stack } }
    : fields;
const bundles = createServerBundles({
  recheckMs: data.bundleRecheckMs,
  log: (event) => post({ type: 'log', fields: { ...event }, msg: event.msg }),
});
const sharedAnswers = createSharedAnswers();
/** The renders under way, for an abort. */
const aborts = new Map<number, (reason: string) => void>();

/**
 * Where React writes a page: what it writes at once goes to the gateway's thread as one message on the next turn of
 * the event loop (React writes a finished part in pieces of 2 KB), and its end with the page's state. A destination
 * React destroys (a fatal error after the first byte) is told as such: the response is then cut.
 */
function pageOut(id: number, state: () => FromThread & { type: 'end' }): Writable {
  let pending: Buffer[] = [];
  let ended = false;
  const send = () => {
    if (pending.length === 0) return;
    const chunk = new Uint8Array(Buffer.concat(pending));
    pending = [];
    post({ type: 'chunk', id, chunk }, [chunk.buffer]);
  };
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (pending.push(chunk) === 1) setImmediate(send);
      done();
    },
    final(done) {
      send();
      ended = true;
      post(state());
      done();
    },
  });
  // React listens for its destination's errors itself; this one only keeps an error from being unhandled.
  out.on('error', () => undefined);
  out.once('close', () => {
    aborts.delete(id);
    if (!ended) post({ type: 'fatal', id, message: 'the render stopped after its first byte' });
  });
  return out;
}

async function render(id: number, job: RenderJob) {
  const freshness = renderFreshness();
  const warn = (fields: Record<string, unknown>, msg: string) =>
    post({ type: 'log', id, fields: loggable(fields), msg });
  const page = await runRenderJob(bundles, data.config, job, {
    onAnswer: (r) => freshness.note(r),
    warn,
    sharedAnswers,
  }).catch((err: unknown) => {
    warn({ err }, 'server rendering failed before its first byte; serving the plain document or a kept copy');
    return null;
  });
  if (!page) return post({ type: 'failed', id });
  aborts.set(id, (reason) => page.stream.abort(new Error(reason)));
  post({ type: 'ready', id });
  const ending = () =>
    ({ type: 'end', id, state: page.state(), complete: !!page.complete?.(), freshMs: freshness.ms }) as const;
  page.stream.pipe(pageOut(id, ending));
}

port.on('message', (message: ToThread) => {
  if (message.type === 'render') void render(message.id, message.job);
  else if (message.type === 'abort') aborts.get(message.id)?.(message.reason);
  else sharedAnswers.forget();
});
// Up: a thread that stops before saying so is started again only after a wait (render-threads.ts).
post({ type: 'up' });
