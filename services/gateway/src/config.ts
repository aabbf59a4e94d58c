import path from 'node:path';
import { z } from 'zod';
import { devServersEnabled, loadConfig, viewerSecretFromEnv } from '@storefront/service-platform';
import { ROUTES } from '@storefront/shared-domain';
import { DEFAULT_MAX_LOOP_UTILIZATION, DEFAULT_MAX_RENDERS } from './render/admission';
import { NOT_FOUND_KIND, type SsrPageKind } from './render/page-render';
import { DEFAULT_SERVICE_PORTS, REMOTE_AREAS, SERVICE_AREAS } from './routes';
import type { RemoteArea, ServiceArea } from './routes';

const repoRoot = path.resolve(__dirname, '../../..');

/** Every kind of page is rendered on the server unless SSR_PAGES says otherwise (each is then rendered in the browser). */
export const DEFAULT_SSR_PAGES: readonly SsrPageKind[] = [
  ...(Object.keys(ROUTES) as (keyof typeof ROUTES)[]),
  NOT_FOUND_KIND,
];

/**
 * SSR_PAGES: names of ROUTES or 'notFound', comma-separated, or 'none'; an unknown name is a configuration error.
 */
export function parseSsrPages(text: string): ReadonlySet<SsrPageKind> {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'none');
  const kinds = [...Object.keys(ROUTES), NOT_FOUND_KIND];
  const unknown = names.filter((name) => !kinds.includes(name));
  if (unknown.length) {
    throw new Error(`SSR_PAGES names no page kind ${unknown.join(', ')} (kinds: ${kinds.join(', ')})`);
  }
  return new Set(names as SsrPageKind[]);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  SHELL_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'shell/dist')),
  /** Folder holding mfe-<area>/dist (default: the repository root). */
  REMOTES_ROOT_DIR: z.string().min(1).default(repoRoot),
  CATALOG_SERVICE_URL: z.url().optional(),
  REVIEWS_SERVICE_URL: z.url().optional(),
  CART_SERVICE_URL: z.url().optional(),
  ACCOUNT_SERVICE_URL: z.url().optional(),
  MARKETING_SERVICE_URL: z.url().optional(),
  REMOTE_CATALOG_URL: z.string().min(1).optional(),
  REMOTE_PRODUCT_URL: z.string().min(1).optional(),
  REMOTE_CART_URL: z.string().min(1).optional(),
  REMOTE_ACCOUNT_URL: z.string().min(1).optional(),
  REMOTE_MARKETING_URL: z.string().min(1).optional(),
  /** Deadline of a proxied request (to its complete answer) before a JSON 504; below the ~30 s clients wait. */
  GATEWAY_PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  /** Largest request line + headers (bytes); larger requests get a JSON 431. */
  GATEWAY_MAX_HEADER_SIZE: z.coerce.number().int().min(4096).max(1_048_576).default(16_384),
  PUBLIC_ORIGIN: z.url().optional(),
  /** Comma-separated origins of integrators' pages that embed the cart and may write through it. */
  EMBED_ALLOWED_ORIGINS: z.string().optional(),
  /** Published remote versions, `<dir>/<area>/<version>/` (`npm run remotes -- publish <area>`). */
  REMOTES_STORE_DIR: z.string().min(1).default(path.join(repoRoot, '.data/remotes')),
  /** The runtime registry of remote versions (`npm run remotes -- set|rollback|canary`), read without a restart. */
  REMOTES_REGISTRY_FILE: z.string().min(1).default(path.join(repoRoot, '.data/remotes-registry.json')),
  /** PEM files: with both, the gateway also listens with TLS and HTTP/2 on GATEWAY_TLS_PORT (tls-front.ts). */
  GATEWAY_TLS_CERT_FILE: z.string().min(1).optional(),
  GATEWAY_TLS_KEY_FILE: z.string().min(1).optional(),
  GATEWAY_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(8443),
  /** Kinds of page rendered on the server (ROUTES names, comma-separated; 'none' for none). */
  SSR_PAGES: z.string().default(DEFAULT_SSR_PAGES.join(',')),
  SSR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Most pages rendering at once; one more renders in the browser (0: no limit). */
  SSR_MAX_RENDERS: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_MAX_RENDERS),
  /** Most use of the gateway's thread lately (0-1) at which a page is rendered; 1: no limit. */
  SSR_MAX_LOOP_UTILIZATION: z.coerce.number().gt(0).max(1).default(DEFAULT_MAX_LOOP_UTILIZATION),
  /**
   * Threads that render pages (render-threads.ts); 0: pages render on the gateway's own thread. Worth it where the
   * gateway has cores of its own (its Kubernetes pod); where the services share the machine's cores, a render on a
   * thread costs about a third more CPU than on the gateway's, for a gateway thread that is free for the API meanwhile.
   */
  SSR_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(0),
  NODE_ENV: z.string().optional(),
});

export interface GatewayConfig {
  port: number;
  host: string;
  shellDir: string;
  remotesDir: (area: RemoteArea) => string;
  services: Record<ServiceArea, string>;
  remoteUrls: Record<RemoteArea, string>;
  viewerSecret: string;
  proxyTimeoutMs: number;
  maxHeaderSize: number;
  publicOrigin?: string;
  embedOrigins: string[];
  remotesStoreDir: string;
  remotesRegistryFile: string;
  development: boolean;
  /** TLS with HTTP/2 in front of the plain listener (GATEWAY_TLS_*), when configured. */
  tls?: { certFile: string; keyFile: string; port: number };
  /** Kinds of page rendered on the server (SSR_PAGES). */
  ssrPages: ReadonlySet<SsrPageKind>;
  /** How long a server-rendered page that is the same for every visitor is served again (SSR_CACHE_SECONDS, ms). */
  ssrCacheTtlMs: number;
  /** Most pages rendering at once (SSR_MAX_RENDERS; 0: no limit). */
  ssrMaxRenders: number;
  /** Most use of the gateway's thread lately at which a page is rendered (SSR_MAX_LOOP_UTILIZATION; 1: no limit). */
  ssrMaxLoopUtilization: number;
  /** Threads that render pages (SSR_RENDER_THREADS; 0: the gateway's own). */
  ssrRenderThreads: number;
}

/**
 * Where published remotes and the registry are (REMOTES_STORE_DIR, REMOTES_REGISTRY_FILE; relative paths from the
 * repository root), the same for the gateway and `npm run remotes` wherever they run from.
 */
export function remotesPaths(env: NodeJS.ProcessEnv = process.env): {
  repoRoot: string;
  remotesStoreDir: string;
  remotesRegistryFile: string;
} {
  const c = loadConfig(envSchema.pick({ REMOTES_STORE_DIR: true, REMOTES_REGISTRY_FILE: true }), env);
  return {
    repoRoot,
    remotesStoreDir: path.resolve(repoRoot, c.REMOTES_STORE_DIR),
    remotesRegistryFile: path.resolve(repoRoot, c.REMOTES_REGISTRY_FILE),
  };
}

/** Gateway settings from the environment: `<AREA>_SERVICE_URL` per service, `REMOTE_<AREA>_URL` per remote manifest. */
export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const c = loadConfig(envSchema, env) as Record<string, string | number | undefined>;
  const services = {} as Record<ServiceArea, string>;
  for (const area of SERVICE_AREAS) {
    services[area] =
      (c[`${area.toUpperCase()}_SERVICE_URL`] as string | undefined) ??
      `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[area]}`;
  }
  const remoteUrls = {} as Record<RemoteArea, string>;
  for (const area of REMOTE_AREAS) {
    remoteUrls[area] = (c[`REMOTE_${area.toUpperCase()}_URL`] as string | undefined) ?? `/mf/${area}/mf-manifest.json`;
  }
  const remotesRoot = c.REMOTES_ROOT_DIR as string;
  return {
    port: c.PORT as number,
    host: c.HOST as string,
    shellDir: c.SHELL_DIST_DIR as string,
    remotesDir: (area) => path.join(remotesRoot, `mfe-${area}`, 'dist'),
    services,
    remoteUrls,
    viewerSecret: viewerSecretFromEnv(env),
    proxyTimeoutMs: c.GATEWAY_PROXY_TIMEOUT_MS as number,
    maxHeaderSize: c.GATEWAY_MAX_HEADER_SIZE as number,
    publicOrigin: c.PUBLIC_ORIGIN as string | undefined,
    embedOrigins: String(c.EMBED_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    ...remotesPaths(env),
    // Only when asked for (STOREFRONT_DEV_SERVERS, `npm run dev:stack`), never from a mere NODE_ENV: development mode
    // lets the remotes' dev servers call the API with the shopper's cookies.
    development: devServersEnabled(env),
    tls: tlsConfig(
      c.GATEWAY_TLS_CERT_FILE as string | undefined,
      c.GATEWAY_TLS_KEY_FILE as string | undefined,
      c.GATEWAY_TLS_PORT as number,
    ),
    ssrPages: parseSsrPages(c.SSR_PAGES as string),
    ssrCacheTtlMs: (c.SSR_CACHE_SECONDS as number) * 1000,
    ssrMaxRenders: c.SSR_MAX_RENDERS as number,
    ssrMaxLoopUtilization: c.SSR_MAX_LOOP_UTILIZATION as number,
    ssrRenderThreads: c.SSR_RENDER_THREADS as number,
  };
}

function tlsConfig(certFile: string | undefined, keyFile: string | undefined, port: number): GatewayConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error('GATEWAY_TLS_CERT_FILE and GATEWAY_TLS_KEY_FILE go together: set both to serve TLS, or neither');
  return { certFile: path.resolve(repoRoot, certFile), keyFile: path.resolve(repoRoot, keyFile), port };
}
