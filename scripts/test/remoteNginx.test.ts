// docker/remote.nginx.conf, run by the nginx of this machine (Debian's: `apt-get install -y nginx-core
// libnginx-mod-http-brotli-static`) with the remote image's main configuration (docker/remote.nginx.main.conf), its
// paths moved into a temporary folder so no root path is needed, serving a published version of a fixture remote.
// Without /usr/sbin/nginx the suite is skipped, saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from './freePort';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const repoRoot = path.resolve(__dirname, '..', '..');
const installed = fs.existsSync(NGINX);
const hasBrotli = installed && fs.existsSync(BROTLI_MODULE);
if (!installed) {
  console.warn(
    `docker/remote.nginx.conf not run: no ${NGINX} (apt-get install -y nginx-core libnginx-mod-http-brotli-static)`,
  );
}

const VERSION = '1.0.0-abc1234';
const CHUNK = '__federation_expose_CartPage.0123abcd.chunk.js';
const chunkSource = `/* cart page */\n${'export const line = "a cart line, repeated so it compresses";\n'.repeat(200)}`;

let tmp: string;
let nginx: ChildProcess | null = null;
let port = 0;
let log = '';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** The file's text with each `from` (which must be there: a changed configuration is noticed) replaced. */
function rewritten(file: string, replacements: Array<[string, string]>): string {
  let text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} no longer says ${from}`);
    text = text.split(from).join(to);
  }
  return text;
}

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

(installed ? describe : describe.skip)('docker/remote.nginx.conf, served by nginx', () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-nginx-'));
    // nginx's workers drop root (to nobody) when the test runs as root: everything they read must be readable.
    fs.chmodSync(tmp, 0o755);
    port = await freePort();

    // A published version, as docker/remote-layout.mjs lays it out and the remote container serves it.
    const version = path.join(tmp, 'html', 'mf', 'cart', VERSION);
    write(path.join(version, 'mf-manifest.json'), JSON.stringify({ name: 'storefront_cart', exposes: [] }));
    write(path.join(version, 'remoteEntry.js'), '/* entry */');
    write(path.join(version, CHUNK), chunkSource);
    write(path.join(version, `${CHUNK}.gz`), zlib.gzipSync(chunkSource, { level: 9 }));
    write(path.join(version, `${CHUNK}.br`), zlib.brotliCompressSync(chunkSource));
    write(path.join(version, 'server', 'server.js'), 'module.exports = {};');
    write(path.join(tmp, 'html', 'mf', 'cart', '.latest'), `${VERSION}\n`);
    for (const dir of [path.join(tmp, 'html'), path.join(tmp, 'html', 'mf'), path.join(tmp, 'html', 'mf', 'cart')]) {
      fs.chmodSync(dir, 0o755);
    }

    // The brotli module where this nginx has it, as the image's Alpine nginx-mod-http-brotli loads itself.
    write(path.join(tmp, 'modules', 'brotli.conf'), hasBrotli ? `load_module ${BROTLI_MODULE};\n` : '');
    fs.mkdirSync(path.join(tmp, 'storefront.d'));
    if (hasBrotli)
      fs.copyFileSync(path.join(repoRoot, 'docker/remote.brotli.conf'), path.join(tmp, 'storefront.d/x.conf'));
    write(
      path.join(tmp, 'remote.conf'),
      rewritten('docker/remote.nginx.conf', [
        ['listen 8080;', `listen 127.0.0.1:${port};`],
        ['root /usr/share/nginx/html;', `root ${tmp}/html;`],
        ['include /etc/nginx/storefront.d/*.conf;', `include ${tmp}/storefront.d/*.conf;`],
      ]),
    );
    write(
      path.join(tmp, 'nginx.conf'),
      rewritten('docker/remote.nginx.main.conf', [
        ['pid /tmp/nginx.pid;', `pid ${tmp}/nginx.pid;`],
        ['/tmp/nginx-', `${tmp}/nginx-`],
        ['include /etc/nginx/modules/*.conf;', `include ${tmp}/modules/*.conf;`],
        ['include /etc/nginx/storefront/remote.conf;', `include ${tmp}/remote.conf;`],
        ['access_log /dev/stdout;', `access_log ${tmp}/access.log;`],
        ['error_log /dev/stderr warn;', `error_log ${tmp}/error.log warn;`],
      ]),
    );

    const args = ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', path.join(tmp, 'error.log')];
    const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
    nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    nginx.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await get('/healthz')).status === 200) break;
      } catch {
        // not listening yet
      }
      if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const chunkPath = `/mf/cart/${VERSION}/${CHUNK}`;

  it('serves the gzip copy made at build time to a browser that accepts gzip', async () => {
    const answer = await get(chunkPath, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBeLessThan(chunkSource.length / 4);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(chunkSource);
  });

  it('serves the file as it is to a browser that asks for no encoding', async () => {
    const answer = await get(chunkPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(chunkSource);
  });

  (hasBrotli ? it : it.skip)('serves the brotli copy where nginx has the brotli static module', async () => {
    const answer = await get(chunkPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(chunkSource);
  });

  it('caches hashed files for a year and revalidates the manifest, naming the version', async () => {
    const chunk = await get(chunkPath);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-remote-version']).toBe(VERSION);
    const manifest = await get(`/mf/cart/${VERSION}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['x-remote-version']).toBe(VERSION);
    expect((await get(`/mf/cart/${VERSION}/remoteEntry.js`)).headers['cache-control']).toBe('no-cache');
  });

  it('never keeps a missing hashed file as immutable', async () => {
    const missing = await get(`/mf/cart/${VERSION}/gone.89abcdef.chunk.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/healthz', 200],
    ['/readyz', 200],
    [`/mf/cart/${VERSION}/${CHUNK}`, 200],
    [`/mf/cart/${VERSION}/mf-manifest.json`, 200],
    [`/mf/cart/${VERSION}/missing.js`, 404],
    [`/mf/cart/${VERSION}/server/server.js`, 404],
    [`/mf/cart/${VERSION}/Server/server.js`, 404],
    ['/mf/cart/.latest', 404],
    ['/', 404],
    ['/anything-else', 404],
  ])('%s answers %d with CORS and CORP, so another origin may use it', async (pathname, status) => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const answer = await get(pathname, headers);
      expect(answer.status).toBe(status);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
