// One page's render as plain data in and a RenderedPage out: the shell's server bundle renders the page with the
// remotes' server bundles of exactly the versions the visitor's browser will load, its API calls going straight to the
// services as the visitor's. The same code runs on the gateway's thread and in a render thread (render-threads.ts),
// which is why a job holds only what can be posted to a thread.
import type { Viewer } from '@storefront/service-platform';
import type { RenderedPage, ServerRenderState } from '@storefront/shared-domain';
import { isRemoteArea } from '../remotes/registry';
import type { RemoteArea, ServiceArea } from '../routes';
import { serverBundleFile, type ServerBundles } from './server-bundles';
import { createServiceFetch } from './service-fetch';
import type { SharedAnswers } from './shared-answers';

/** What a render needs to know of its request. */
export interface RenderJob {
  /** The page's path and query, without the parameters that only say where the visitor came from (pageAddress). */
  url: string;
  /** The manifest URL of each area for this visitor (what /remotes.json answers them). */
  remotes: Record<RemoteArea, string>;
  /** The CSP nonce of the response, for React's inline scripts. */
  nonce?: string;
  /** A signed-in visitor: the page renders as theirs (a dealer's prices). */
  signedIn?: { viewer: Viewer; sessionCookie: string };
  /** The visitor's address (req.ip), request id and Cookie header, which the services' calls carry as the proxy's. */
  clientAddress?: string;
  requestId?: string;
  cookie?: string;
  /** The request's trace context (traceparent), which a render thread's calls carry on. */
  traceHeaders?: Record<string, string>;
}

/** What every render of a gateway shares. */
export interface RenderJobConfig {
  /** The shell's server bundle. */
  shellFile: string;
  services: Record<ServiceArea, string>;
  viewerSecret: string;
  /** Published remote versions (npm run remotes), and each package's own build. */
  storeDir?: string;
  remotesDirs: Record<RemoteArea, string>;
  /** How long the page's data may take before it renders without it (ms). */
  prefetchTimeoutMs?: number;
}

export interface RenderJobHooks {
  /** Every answer of a service the render used (a kept document lasts no longer than their max-age). */
  onAnswer(response: Response): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  /** The answers this thread keeps between renders (shared-answers.ts). */
  sharedAnswers?: SharedAnswers;
}

/** The API calls of a render wait at most this long for one answer (ms), unless the config says otherwise. */
const DEFAULT_CALL_TIMEOUT_MS = 300;

/** Starts a page's render: ready to stream, or null (no shell bundle, or it failed before its first byte). */
export async function runRenderJob(
  bundles: ServerBundles,
  config: RenderJobConfig,
  job: RenderJob,
  hooks: RenderJobHooks,
): Promise<RenderedPage | null> {
  const shell = await bundles.shell(config.shellFile);
  if (!shell) return null;
  const builds: NonNullable<ServerRenderState['builds']> = {};
  const remoteExposes = async (area: string) => {
    if (!isRemoteArea(area)) return null;
    const dirs = { storeDir: config.storeDir, remotesDir: (a: RemoteArea) => config.remotesDirs[a] };
    const located = serverBundleFile(job.remotes[area], dirs);
    const bundle = located && (await bundles.remote(area, located.version, located.file, shell.hostScope));
    if (bundle) builds[area] = { version: located.version, build: bundle.build };
    return bundle?.exposes ?? null;
  };
  const { url } = job;
  const fetchFn = createServiceFetch({
    services: config.services,
    viewerSecret: config.viewerSecret,
    clientAddress: job.clientAddress,
    requestId: job.requestId,
    cookie: job.cookie,
    traceHeaders: job.traceHeaders,
    signedIn: job.signedIn,
    timeoutMs: config.prefetchTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
    onAnswer: hooks.onAnswer,
    sharedAnswers: hooks.sharedAnswers,
    // The page renders without the answer (the browser asks again); an operator sees which call failed, and why.
    onFailure: ({ err, ...call }) =>
      hooks.warn({ ...call, ...(err ? { err } : {}), url }, "a server render's call to a service failed"),
  });
  try {
    const page = await shell.renderPage({
      url,
      fetchFn,
      remoteExposes,
      signedIn: !!job.signedIn,
      nonce: job.nonce,
      prefetchTimeoutMs: config.prefetchTimeoutMs,
      onRegionError: (err) => hooks.warn({ err, url }, 'a region failed on the server; the browser renders it'),
    });
    return { stream: page.stream, state: () => ({ ...page.state(), builds }), complete: () => !!page.complete?.() };
  } catch (err) {
    hooks.warn({ err }, 'server rendering failed before its first byte; serving the plain document or a kept copy');
    return null;
  }
}
