// A shell server bundle rendering pages in this process, as the gateway's renderPage does: the remotes' server bundles
// from their builds, and each API answer recorded once from a running store (a signed-out visitor's) and then given
// from memory, so a render costs its own CPU and nothing else (no network, no services, no compression).
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { repoRoot } from '../lib/harness.mjs';

const REMOTE_DIRS = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cart: 'mfe-cart',
  account: 'mfe-account',
  marketing: 'mfe-marketing',
};

/** Where the page names its cache for the JSX kernel (shared-domain/src/ui/pageStyleCache.ts). */
export const PAGE_STYLES = Symbol.for('storefront.pageStyles');

const require = createRequire(import.meta.url);

/**
 * The shell bundle in `shellFile` (default: the build's) with the remotes' builds, answering the API from `store`:
 * { render(url) -> bytes written, named (what the bundle named for the kernel) }.
 */
export async function inProcessRenderer({ store, shellFile = path.join(repoRoot, 'shell/dist/server/server.js') }) {
  const { createServerBundles } = require(path.join(repoRoot, 'services/gateway/dist/render/server-bundles.js'));
  const bundles = createServerBundles({ recheckMs: 1000 });
  const shell = await bundles.shell(shellFile);
  if (!shell) throw new Error(`no shell server bundle at ${shellFile}: run npm run build first`);
  const named = globalThis[PAGE_STYLES];
  if (!named) throw new Error('the shell server bundle names no page styles');
  const remoteExposes = async (area) => {
    const file = path.join(repoRoot, REMOTE_DIRS[area], 'dist/server/server.js');
    return (await bundles.remote(area, 'dist', file, shell.hostScope))?.exposes ?? null;
  };
  const answers = new Map();
  async function fetchFn(input) {
    const { pathname, search } = new URL(typeof input === 'string' ? input : input.url);
    const key = `${pathname}${search}`;
    if (!answers.has(key)) {
      const response = await fetch(`${store}${key}`, { headers: { accept: 'application/json' } });
      answers.set(key, {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      });
    }
    const { status, type, body } = answers.get(key);
    return new globalThis.Response(body, { status, headers: { 'content-type': type ?? 'application/json' } });
  }
  /** One page rendered and streamed to the end; its bytes. */
  async function render(url) {
    const page = await shell.renderPage({ url, fetchFn, remoteExposes, signedIn: false, prefetchTimeoutMs: 5000 });
    let bytes = 0;
    await new Promise((resolve) => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          bytes += chunk.length;
          done();
        },
        final(done) {
          resolve();
          done();
        },
      });
      page.stream.pipe(sink);
    });
    return bytes;
  }
  return { render, named };
}
