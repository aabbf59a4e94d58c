// Helpers shared by the root scripts (build, start, seed, test).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const AREAS = ['catalog', 'reviews', 'cart', 'account', 'marketing'];
export const WEB_PACKAGES = ['shell', 'mfe-catalog', 'mfe-product', 'mfe-cart', 'mfe-account', 'mfe-marketing'];

export function log(message) {
  process.stdout.write(`[storefront] ${message}\n`);
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Newest modification time of any file below the given paths (directories walked, node_modules and dist skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(p);
      if (name === 'node_modules' || name === 'dist' || name === 'coverage') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const p of paths) walk(path.resolve(repoRoot, p));
  return newest;
}

export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

export function portsFromEnv(env = process.env) {
  const base = Number(env.SERVICE_PORT_BASE ?? 4001);
  const services = Object.fromEntries(AREAS.map((area, i) => [area, base + i]));
  return {
    gateway: Number(env.GATEWAY_PORT ?? 8080),
    mongo: Number(env.MONGO_PORT ?? 27027),
    services,
    // The test payment provider: a service of its own, on the port after the store's services (4006 by default).
    payments: base + AREAS.length,
  };
}
