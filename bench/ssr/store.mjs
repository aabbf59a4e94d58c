// The whole store for a server-rendering bench (scripts/start.mjs --no-build --ephemeral) on free ports, warmed: the
// server bundles loaded and the catalogue's caches filled by one request to each of `warm`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { portsFromEnv } from '../../scripts/lib.mjs';
import { freePort, repoRoot, waitForHttp } from '../lib/harness.mjs';

/** `env`: the gateway's settings for this run (SSR_MAX_RENDERS, ...), on top of the bench's own. */
export async function startStore({ env = {}, warm = [] } = {}) {
  const gatewayPort = await freePort();
  const ports = { GATEWAY_PORT: String(gatewayPort), SERVICE_PORT_BASE: String(await freePort()) };
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-build', '--ephemeral'], {
    cwd: repoRoot,
    env: { ...process.env, ...ports, MONGO_PORT: String(await freePort()), LOG_LEVEL: 'warn', MONGODB_URI: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${base}/healthz`, 180_000);
  for (const url of warm) await fetch(`${base}${url}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const { services } = portsFromEnv(ports);
  return {
    base,
    /** Where a service listens, called as the gateway's render calls it (not through the gateway). */
    serviceBase: (area) => `http://127.0.0.1:${services[area]}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** A new address per request: the document cache never answers, every request renders. */
export const everyTime = (url) => (n) => `${url}${url.includes('?') ? '&' : '?'}bench=${n}`;

export const PRODUCT = '/products/zvx-series-competition-subwoofers';
export const PRODUCT_API = '/api/products/by-handle/zvx-series-competition-subwoofers';
