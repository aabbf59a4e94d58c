// The images, built as their Dockerfiles say, without a Docker engine (none here or in CI): each final stage's COPY
// lines applied to the repository's build outputs (standing in for the build stage after its RUN steps) and to the
// build context as .dockerignore leaves it, laid out in a folder, then started as the container would be (its CMD,
// ENV and WORKDIR, NODE_ENV=production) on the embedded MongoDB the service tests use. The compose design is followed
// end to end: a remote image's entry copies its version into a volume, the gateway's entry makes it live and serves it.
// Build outputs are made by `npm run build` (node packages also by `npm run typecheck`, before jest in CI); an image
// whose outputs are missing is skipped, saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { startEmbeddedMongo } from '@storefront/embedded-mongo';
import { REMOTE_VERSION_PATTERN } from '../../services/gateway/src/remotes/registry';
import {
  contextFiles,
  copiedFromContext,
  dockerignoreMatcher,
  filesUnder,
  layOutStage,
  missingStageSources,
  stagesOf,
  type Stage,
} from './dockerImage';
import { freePort } from './freePort';

jest.setTimeout(60_000);

const repoRoot = path.resolve(__dirname, '..', '..');
const dockerfile = (name: string) => fs.readFileSync(path.join(repoRoot, 'docker', name), 'utf8');
const ignoreText = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8');
/** What an operator has beside docker-compose.yml (README: cp .env.example .env) or left in a package. */
const OPERATOR_SECRETS = ['.env', '.env.production', 'services/catalog/.env', 'shell/.env.local'];
const context = contextFiles(repoRoot, dockerignoreMatcher(ignoreText), OPERATOR_SECRETS);
const SECRET = 'images-test-secret-0123456789-abcdefghijklmnop';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
const children: ChildProcess[] = [];
let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>> | null = null;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null
        ? new Promise((resolve) => c.once('exit', resolve))
        : Promise.resolve(),
    ),
  );
  await mongo?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function database() {
  mongo ??= await startEmbeddedMongo({ port: 0, dbPath: null });
  return mongo.uri;
}

async function waitForOk(url: string, child: ChildProcess, output: () => string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ${url} answered:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last}):\n${output()}`);
}

/** The final stage's CMD (exec form) with `node` the Node running this test, as the image's PATH finds it. */
function commandOf(stage: Stage): string[] {
  const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) throw new Error('no CMD');
  return JSON.parse(cmd.args) as string[];
}

/** Starts a process as the container would: CMD in WORKDIR, the stage's ENV plus `env`, in the laid-out image. */
function startContainer(stage: Stage, root: string, env: Record<string, string>, command = commandOf(stage)) {
  const [file, ...args] = command;
  let output = '';
  const child = spawn(file, args, {
    cwd: path.join(root, stage.workdir),
    env: {
      PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
      HOME: tmp,
      ...stage.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  children.push(child);
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', r));
}

/** The gateway's environment in docker-compose.yml with the operator's variables unset (their defaults). */
function composeEnvironment(service: string): Record<string, string> {
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment: Record<string, string> }>;
  };
  return Object.fromEntries(
    Object.entries(compose.services[service].environment).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{[A-Z0-9_]+:\?[^}]*\}/g, SECRET)
        .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
}

/**
 * The build stage's `/app` is the built repository, except the folders its RUN makes empty
 * (`for p in ...; do mkdir -p "services/$p/node_modules"; done`: a package's own node_modules, where npm nested one).
 */
function builtApp(stages: Stage[]): Record<string, string> {
  const roots: Record<string, string> = { '/app': repoRoot };
  const build = stages.find((s) => s.name === 'build')!;
  for (const run of build.instructions.filter((i) => i.keyword === 'RUN')) {
    const loop = /for p in ([\w\s-]+); do mkdir -p "services\/\$p\/node_modules"; done/.exec(run.args);
    for (const pkg of loop?.[1].trim().split(/\s+/) ?? []) {
      if (fs.existsSync(path.join(repoRoot, 'services', pkg, 'node_modules'))) continue;
      const empty = path.join(tmp, 'empty', pkg);
      fs.mkdirSync(empty, { recursive: true });
      roots[`/app/services/${pkg}/node_modules`] = empty;
    }
  }
  return roots;
}

/** A built image's files under `<tmp>/<name>` (its root), or the build outputs it lacks. */
function layOut(name: string, stages: Stage[], stageRoots: Record<string, Record<string, string>>) {
  const final = stages.at(-1)!;
  const missing = missingStageSources(final, stageRoots);
  const root = path.join(tmp, name);
  if (missing.length === 0) layOutStage(final, { contextDir: repoRoot, context, stageRoots, outDir: root });
  return { final, root, missing };
}

function skipMessage(image: string, missing: string[]) {
  return `${image} image not checked: build outputs missing (${missing.join(', ')}); run npm run build`;
}

describe('every image', () => {
  it.each(['service.Dockerfile', 'gateway.Dockerfile', 'remote.Dockerfile'])(
    "%s sends no .env file of the operator's to any stage",
    (file) => {
      for (const stage of stagesOf(dockerfile(file), { SERVICE: 'catalog', REMOTE: 'mfe-cart' })) {
        const copied = [...copiedFromContext(stage, context).values()];
        expect(copied.filter((f) => /(^|\/)\.env/.test(f))).toEqual([]);
      }
    },
  );

  it("would send the operator's .env to the gateway's build without .dockerignore's lines for it (the check sees it)", () => {
    const withoutEnvLines = ignoreText
      .split('\n')
      .filter((l) => !l.includes('.env'))
      .join('\n');
    const careless = contextFiles(repoRoot, dockerignoreMatcher(withoutEnvLines), OPERATOR_SECRETS);
    const build = stagesOf(dockerfile('gateway.Dockerfile')).find((s) => s.name === 'build')!;
    expect([...copiedFromContext(build, careless).values()]).toEqual(expect.arrayContaining(OPERATOR_SECRETS));
  });
});

describe('the service image (catalog, and the seed job)', () => {
  const stages = stagesOf(dockerfile('service.Dockerfile'), { SERVICE: 'catalog' });
  const { final, root, missing } = layOut('service', stages, { build: builtApp(stages) });
  const app = path.join(root, final.workdir);
  const maybe = missing.length ? it.skip : it;
  if (missing.length) console.warn(skipMessage('service', missing));

  maybe('holds build outputs only: no sources, tests or .env', () => {
    const files = filesUnder(app);
    expect(files.filter((f) => /(^|\/)\.env/.test(f))).toEqual([]);
    expect(files.filter((f) => /^(services\/[^/]+|shared-domain)\/(src|test)\//.test(f))).toEqual([]);
    expect(fs.readdirSync(app).sort()).toEqual([
      'node_modules',
      'package.json',
      'scripts',
      'services',
      'shared-domain',
    ]);
    expect(files).toContain('services/catalog/dist/main.js');
    expect(files).toContain('services/marketing/public/sw-push.js');
  });

  maybe(
    'starts the catalog in production, ready on /healthz and /readyz, and the seed job fills the database',
    async () => {
      const uri = await database();
      const port = await freePort();
      const catalog = startContainer(final, root, {
        ...composeEnvironment('catalog'),
        MONGODB_URI: uri,
        PORT: String(port),
        HOST: '127.0.0.1',
        MARKETING_SERVICE_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
        // Its answer cache would keep the empty menu it gave before the seed job ran.
        CATALOG_CACHE_TTL_MS: '0',
      });
      expect(final.env).toMatchObject({ NODE_ENV: 'production', SERVICE: 'catalog' });
      await waitForOk(`http://127.0.0.1:${port}/healthz`, catalog.child, catalog.output);
      await waitForOk(`http://127.0.0.1:${port}/readyz`, catalog.child, catalog.output);
      // CATALOG_SEED_ON_START=0 (compose): the catalog left its empty database to the seed job.
      const before = (await (await fetch(`http://127.0.0.1:${port}/api/menu`)).json()) as unknown;
      expect(JSON.stringify(before)).not.toMatch(/subwoofer/i);

      const seed = startContainer(final, root, { MONGODB_URI: uri, LOG_LEVEL: 'warn' }, ['node', 'scripts/seed.mjs']);
      expect(await exitOf(seed.child)).toBe(0);
      expect(seed.output()).toContain('seed complete');
      const menu = await (await fetch(`http://127.0.0.1:${port}/api/menu`)).text();
      expect(menu).toMatch(/subwoofer/i);
    },
  );
});

describe('the remote and gateway images, as docker-compose.yml runs them', () => {
  const remoteStages = stagesOf(dockerfile('remote.Dockerfile'), { REMOTE: 'mfe-cart' });
  const gatewayStages = stagesOf(dockerfile('gateway.Dockerfile'));
  const built = fs.existsSync(path.join(repoRoot, 'mfe-cart/dist/mf-manifest.json'));
  // The remote's build stage ends with `node docker/remote-layout.mjs ${REMOTE} /out`: run here as there.
  const out = path.join(tmp, 'remote-out');
  const layoutRun = remoteStages
    .find((s) => s.name === 'build')!
    .instructions.filter((i) => i.keyword === 'RUN')
    .at(-1)!.args;
  let version = '';
  if (built) {
    if (!layoutRun.includes('node docker/remote-layout.mjs ${REMOTE} /out')) throw new Error(`unexpected ${layoutRun}`);
    const laid = spawnSync(process.execPath, ['docker/remote-layout.mjs', 'mfe-cart', out], {
      cwd: repoRoot,
      env: { ...process.env, STOREFRONT_BUILD_COMMIT: 'abc1234', REMOTE_VERSION: '' },
      encoding: 'utf8',
    });
    if (laid.status !== 0) throw new Error(laid.stderr);
    version = fs.readFileSync(path.join(out, 'cart', '.latest'), 'utf8').trim();
  }
  const remote = built
    ? layOut('remote', remoteStages, { build: { ...builtApp(remoteStages), '/out': out } })
    : { final: remoteStages.at(-1)!, root: '', missing: ['build:/app/mfe-cart/dist'] };
  const gateway = layOut('gateway', gatewayStages, { build: builtApp(gatewayStages) });
  const missing = [...remote.missing, ...gateway.missing];
  const maybe = missing.length ? it.skip : it;
  if (missing.length) console.warn(skipMessage('remote and gateway', missing));
  /** The remote containers' volumes, as the gateway mounts them (REMOTES_STORE_DIR/<area>). */
  const volumes = path.join(tmp, 'volumes');

  it("names versions as the gateway's registry does", () => {
    const layout = fs.readFileSync(path.join(repoRoot, 'docker/remote-layout.mjs'), 'utf8');
    const pattern = /export const REMOTE_VERSION_PATTERN = \/(.+)\/;$/m.exec(layout)?.[1];
    expect(pattern).toBe(REMOTE_VERSION_PATTERN.source);
  });

  maybe("lay a remote's build out as a version folder named <package version>-<commit>", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'mfe-cart/package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toBe(`${pkg.version}-abc1234`);
    expect(REMOTE_VERSION_PATTERN.test(version)).toBe(true);
    const files = ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.gz', 'server/server.js', 'cart-embed.js'];
    for (const file of [...files, 'cart-embed.d.ts']) {
      expect(fs.existsSync(path.join(out, 'cart', version, file))).toBe(true);
    }
  });

  maybe('the remote image holds its version, its nginx configuration and its entry, and no .env', () => {
    const files = filesUnder(remote.root);
    expect(files.filter((f) => /(^|\/)\.env/.test(f))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'etc/nginx/nginx.conf',
        'etc/nginx/storefront/remote.conf',
        'etc/nginx/storefront.d/brotli.conf',
        'usr/local/bin/remote-entrypoint.sh',
        `opt/storefront-remote/cart/${version}/remoteEntry.js`,
        'opt/storefront-remote/cart/.latest',
      ]),
    );
    expect(files.filter((f) => !/^(etc\/nginx|usr\/local\/bin|opt\/storefront-remote)\//.test(f))).toEqual([]);
  });

  maybe('a remote container copies its version into its volume, keeping every version deployed before', () => {
    const entrypoint = path.join(remote.root, 'usr/local/bin/remote-entrypoint.sh');
    const run = (imageDir: string) =>
      spawnSync('sh', [entrypoint, 'true'], {
        env: { PATH: process.env.PATH, REMOTE_IMAGE_DIR: imageDir, REMOTE_VERSIONS_DIR: volumes },
        encoding: 'utf8',
      });
    // An earlier deploy of the cart remote, already in the volume.
    const older = path.join(tmp, 'older-image');
    fs.mkdirSync(path.join(older, 'cart', '0.0.9-0000000'), { recursive: true });
    fs.writeFileSync(path.join(older, 'cart', '0.0.9-0000000', 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(older, 'cart', '0.0.9-0000000', 'old.0badc0de.chunk.js'), '/* old */');
    fs.writeFileSync(path.join(older, 'cart', '.latest'), '0.0.9-0000000\n');
    expect(run(older).status).toBe(0);

    const first = run(path.join(remote.root, 'opt/storefront-remote'));
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`published cart ${version}`);
    expect(fs.readFileSync(path.join(volumes, 'cart', '.latest'), 'utf8').trim()).toBe(version);
    // The tab opened before the deploy still finds its chunk.
    expect(fs.existsSync(path.join(volumes, 'cart', '0.0.9-0000000', 'old.0badc0de.chunk.js'))).toBe(true);
    expect(fs.existsSync(path.join(volumes, 'cart', version, 'remoteEntry.js'))).toBe(true);
    // A restart copies nothing again (a version never changes).
    const again = run(path.join(remote.root, 'opt/storefront-remote'));
    expect(again.status).toBe(0);
    expect(again.stdout).not.toContain('published');
    expect(fs.readdirSync(path.join(volumes, 'cart')).sort()).toEqual(['.latest', '0.0.9-0000000', version].sort());
  });

  maybe('the gateway image holds build outputs only, and no .env', () => {
    const app = path.join(gateway.root, gateway.final.workdir);
    const files = filesUnder(app);
    expect(files.filter((f) => /(^|\/)\.env/.test(f))).toEqual([]);
    expect(files.filter((f) => /\/(src|test)\//.test(f))).toEqual([]);
    expect(fs.readdirSync(app).sort()).toEqual([
      'docker',
      'node_modules',
      'package.json',
      'scripts',
      'services',
      'shared-domain',
      'shell',
    ]);
    expect(files).toEqual(
      expect.arrayContaining(['shell/dist/index.html', 'services/gateway/dist/main.js', 'docker/gateway-start.mjs']),
    );
  });

  maybe(
    "the gateway starts in production, makes the remote container's version live and serves it at /mf/",
    async () => {
      const port = await freePort();
      const registryFile = path.join(tmp, 'registry', 'remotes-registry.json');
      const gw = startContainer(gateway.final, gateway.root, {
        ...composeEnvironment('gateway'),
        PORT: String(port),
        HOST: '127.0.0.1',
        REMOTES_STORE_DIR: volumes,
        REMOTES_REGISTRY_FILE: registryFile,
        LOG_LEVEL: 'warn',
        SSR_PAGES: 'none',
        // No service runs here: refused at once (the compose names are not resolvable outside compose).
        ...Object.fromEntries(
          ['CATALOG', 'REVIEWS', 'CART', 'ACCOUNT', 'MARKETING'].map((a) => [`${a}_SERVICE_URL`, 'http://127.0.0.1:9']),
        ),
      });
      expect(gateway.final.env).toMatchObject({ NODE_ENV: 'production' });
      const base = `http://127.0.0.1:${port}`;
      await waitForOk(`${base}/healthz`, gw.child, gw.output);
      await waitForOk(`${base}/readyz`, gw.child, gw.output);

      const remotes = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
      expect(remotes.cart).toBe(`/mf/cart/${version}/mf-manifest.json`);
      // No version of the others here: their compose default, on the gateway's own origin.
      expect(remotes.catalog).toBe('/mf/catalog/mf-manifest.json');
      expect(JSON.parse(fs.readFileSync(registryFile, 'utf8'))).toMatchObject({ cart: { live: version } });

      const entry = await fetch(`${base}/mf/cart/${version}/remoteEntry.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(entry.status).toBe(200);
      expect(entry.headers.get('x-remote-version')).toBe(version);
      expect(entry.headers.get('content-encoding')).toBe('gzip');
      const old = await fetch(`${base}/mf/cart/0.0.9-0000000/old.0badc0de.chunk.js`);
      expect(old.status).toBe(200);

      // The cart's embed for integrators, from the live version (the image holds no build of its own): the stable
      // URL, the address documented before, its types, a pinned version, and the chunks beside the stable URL.
      const embedded = fs.readFileSync(path.join(volumes, 'cart', version, 'cart-embed.js'), 'utf8');
      for (const url of ['/embed/cart.js', '/mf/cart/cart-embed.js', `/mf/cart/${version}/cart-embed.js`]) {
        const embed = await fetch(`${base}${url}`);
        expect([url, embed.status, embed.headers.get('x-remote-version')]).toEqual([url, 200, version]);
        expect(await embed.text()).toBe(embedded);
      }
      const types = await fetch(`${base}/embed/cart.d.ts`);
      expect([types.status, types.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
      const chunk = fs.readdirSync(path.join(volumes, 'cart', version, 'entries')).find((f) => f.endsWith('.chunk.js'));
      expect((await fetch(`${base}/embed/entries/${chunk}`)).status).toBe(200);

      // The operator's commands work in the image (README: docker compose exec gateway node scripts/remotes.mjs ...).
      const list = spawnSync(process.execPath, ['scripts/remotes.mjs', 'list'], {
        cwd: path.join(gateway.root, gateway.final.workdir),
        env: { PATH: process.env.PATH, REMOTES_STORE_DIR: volumes, REMOTES_REGISTRY_FILE: registryFile },
        encoding: 'utf8',
      });
      expect(list.status).toBe(0);
      expect(list.stdout).toMatch(new RegExp(`cart +live ${version.replace(/\./g, '\\.')}`));

      // The page names the live version, relative to whatever address the browser used.
      const page = await (await fetch(`${base}/cart`, { headers: { Accept: 'text/html' } })).text();
      expect(page).toContain(`"cart":"/mf/cart/${version}/mf-manifest.json"`);
      expect(page).toContain(`href="/mf/cart/${version}/remoteEntry.js"`);
      gw.child.kill('SIGTERM');
      await exitOf(gw.child);
    },
  );

  maybe('on its next start the gateway follows a newer version, unless an operator chose one since', () => {
    const registryFile = path.join(tmp, 'registry', 'remotes-registry.json');
    const cwd = path.join(gateway.root, gateway.final.workdir);
    const env = { PATH: process.env.PATH, REMOTES_STORE_DIR: volumes, REMOTES_REGISTRY_FILE: registryFile };
    const liveCart = () => (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { cart: { live: string } }).cart.live;
    // What the image's CMD runs before the gateway: its adoption step alone.
    const adopt = () => {
      const script = `import('./docker/gateway-start.mjs').then((m) => m.adoptPublishedVersions())`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, env, encoding: 'utf8' });
      expect([run.status, run.stderr]).toEqual([0, '']);
      return liveCart();
    };
    // The live version was made live by the last start: a newer one deployed since goes live at this one.
    fs.cpSync(path.join(volumes, 'cart', version), path.join(volumes, 'cart', '9.9.9-newer00'), { recursive: true });
    fs.writeFileSync(path.join(volumes, 'cart', '.latest'), '9.9.9-newer00\n');
    expect(adopt()).toBe('9.9.9-newer00');
    // An operator rolls back: that choice stays across starts.
    const rollback = spawnSync(process.execPath, ['scripts/remotes.mjs', 'rollback', 'cart'], {
      cwd,
      env: { ...env, REMOTES_BY: 'operator' },
      encoding: 'utf8',
    });
    expect(rollback.status).toBe(0);
    expect(liveCart()).toBe(version);
    expect(adopt()).toBe(version);
  });
});
