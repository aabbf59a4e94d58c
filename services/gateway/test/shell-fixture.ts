// The shell's server bundle of the page-render tests, as a file on disk beside a shell and remotes
// (page-render.test.ts, render-threads.test.ts): the gateway loads it as a real build, on its thread or a render thread.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { PageRenderer } from '../src/render/page-render';
import { REMOTE_AREAS } from '../src/routes';
import { remoteManifestUrls } from './helpers';

/** Like the shell's real minified document: the script in the head, a boot skeleton inside #root. */
export const SHELL_INDEX =
  '<!doctype html><html><head><title>t</title><script defer src=/main.js></script></head><body>' +
  '<div id=root data-app=shell><div class=sf-boot-bar aria-hidden=true>Car Audio Storefront</div></div></body></html>';

/** What the fixture's state() returns: a value that would close the state script if it were not escaped. */
export const HOSTILE_NOTE = '</script><script>alert(1)</script>';

/**
 * The shell's server bundle. Its renderPage answers by the product handle:
 * - 'throws': rejects (the render failed before its first byte);
 * - 'slow': a first chunk, the rest 200 ms later;
 * - 'hang': a first chunk and nothing more until abort(reason), which writes the reason and ends;
 * - 'fatal': a first chunk, then destroys its destination with an error, as React does on a fatal error;
 * - 'fetches': one API call through fetchFn, its answer echoed;
 * - 'pieces': thirty pieces written at once, as React writes a finished part (2 KB each), then the end;
 * - 'flaky': one API call, its status echoed; incomplete when the call failed (a 5xx), as a page whose data failed;
 * - 'sale': the sale settings, as every page's frame reads them, their Cache-Control echoed;
 * - 'crash': a first chunk, then the process (on a render thread, the thread) exits, as one that fails outright;
 * - 'spin': a first chunk, then its thread runs without end, deaf to abort() (only a render thread may take it);
 * - 'spin-early': its thread runs without end before the page is ready (likewise);
 * - anything else: echoes the url, the nonce and what fetchFn is, in two chunks.
 * The bundle is evaluated in Node's own realm (not jest's), so it reports back through its HTML only.
 */
export const SHELL_SERVER_BUNDLE = `
const { Readable } = require('node:stream');

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function renderPage(input) {
  const handle = new URL(input.url, 'http://render.invalid').pathname.split('/')[2];
  if (handle === 'throws') throw new Error('the page failed before its first byte');
  if (handle === 'spin-early') for (;;);
  const html = new Readable({ read() {} });
  let onPipe = () => {};
  let onAbort = () => {};
  let failed = false;
  if (handle === 'slow') {
    html.push('<p id=first>first</p>');
    onPipe = () => setTimeout(() => { html.push('<p id=rest>rest</p>'); html.push(null); }, 200);
  } else if (handle === 'hang') {
    html.push('<p id=first>first</p>');
    onAbort = (reason) => { html.push('<p id=aborted>' + escapeHtml(reason && reason.message) + '</p>'); html.push(null); };
  } else if (handle === 'fatal') {
    html.push('<p id=first>first</p>');
    onPipe = (destination) => setTimeout(() => destination.destroy(new Error('fatal render error')), 50);
  } else if (handle === 'crash') {
    html.push('<p id=first>first</p>');
    onPipe = () => setTimeout(() => process.exit(3), 20);
  } else if (handle === 'spin') {
    html.push('<p id=first>first</p>');
    onPipe = () => setTimeout(() => { for (;;); }, 20);
  } else if (handle === 'sale') {
    const answer = await input.fetchFn('http://storefront-api.invalid/api/sale-settings');
    html.push('<p id=sale data-status=' + answer.status + '>' + escapeHtml(answer.headers.get('cache-control')) + '</p>');
    html.push(null);
  } else if (handle === 'brief') {
    const answer = await input.fetchFn('http://storefront-api.invalid/api/sale-settings?maxAge=1');
    html.push('<p id=brief data-status=' + answer.status + '>a sale about to start</p>');
    html.push(null);
  } else if (handle === 'flaky') {
    const answer = await input.fetchFn('http://storefront-api.invalid/api/products/by-handle/flaky');
    failed = answer.status >= 500;
    html.push('<p id=flaky data-status=' + answer.status + '>flaky</p>');
    html.push(null);
  } else if (handle === 'fetches') {
    const answer = await input.fetchFn('http://storefront-api.invalid/api/products/by-handle/fetches?sku=1');
    html.push('<pre id=answer data-status=' + answer.status + '>' + escapeHtml(await answer.text()) + '</pre>');
    html.push(null);
  } else {
    await input.remoteExposes('product');
    html.push('<main id=page data-url="' + escapeHtml(input.url) + '" data-nonce="' + escapeHtml(input.nonce) + '"');
    html.push(' data-fetch=' + typeof input.fetchFn + ' data-signed-in=' + !!input.signedIn + '>Rendered by the fixture</main>');
    html.push(null);
  }
  return {
    stream: {
      pipe(destination) {
        // React listens for its destination's errors too.
        destination.on('error', () => {});
        if (handle === 'pieces') {
          for (let i = 0; i < 30; i++) destination.write('<p>piece ' + i + '</p>');
          destination.end();
          return;
        }
        html.pipe(destination);
        onPipe(destination);
      },
      abort(reason) {
        onAbort(reason);
      },
    },
    state: () => ({ url: input.url, note: ${JSON.stringify(HOSTILE_NOTE)} }),
    complete: () => handle !== 'incomplete' && !failed,
  };
}

module.exports = {
  kind: 'shell',
  area: 'shell',
  build: 'fixture',
  hostScope: { storeContract: 1, versions: {}, modules: {} },
  renderPage,
};
`;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Under `tmp`: the shell with its server bundle (shell/), one built without it (shell-unbuilt/), one whose document has
 * no #root (shell-rootless/), and each remote's own build, the product remote's with a server bundle.
 */
export function writeShellFixture(tmp: string) {
  write(path.join(tmp, 'shell/index.html'), SHELL_INDEX);
  write(path.join(tmp, 'shell/server/server.js'), SHELL_SERVER_BUNDLE);
  // A shell built without its server bundle.
  write(path.join(tmp, 'shell-unbuilt/index.html'), SHELL_INDEX);
  // A shell whose document has no #root: nothing to render into.
  write(
    path.join(tmp, 'shell-rootless/index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id=app>Car Audio Storefront</div></body></html>',
  );
  write(path.join(tmp, 'shell-rootless/server/server.js'), SHELL_SERVER_BUNDLE);
  for (const area of REMOTE_AREAS) {
    write(path.join(tmp, `mfe-${area}/dist/mf-manifest.json`), JSON.stringify({ name: area }));
  }
  // The product remote's own build has a server bundle (the fixture shell asks for it).
  write(
    path.join(tmp, 'mfe-product/dist/server/server.js'),
    `module.exports = { kind: 'remote', area: 'product', build: '0.1.0+fixture', hostContract: { storeContract: 1, requires: {} }, exposes: {} };`,
  );
}

/** A bare app around createPageRenderer (what shell-document.ts does, minus the rest of the gateway). */
export function renderingApp(renderer: PageRenderer, status = 200): express.Express {
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = 'test-nonce';
    next();
  });
  const remotes = remoteManifestUrls();
  app.get('/{*rest}', async (req, res) => {
    const rendered = await renderer.render({ req, res, html: SHELL_INDEX, status, remotes });
    if (!rendered) res.status(status).type('html').send('the plain document');
  });
  return app;
}
