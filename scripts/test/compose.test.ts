import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { dockerignoreMatcher, instructionsOf, stagesOf } from './dockerImage';

// docker-compose.yml cannot be started on the development machines (no Docker engine), so its shape is checked here.
const repoRoot = path.resolve(__dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the compose file read as data: each service its shape
  services: Record<string, any>;
};
const AREAS = ['catalog', 'reviews', 'cart', 'account', 'marketing'];
const REMOTES = ['catalog', 'product', 'cart', 'account', 'marketing'];

describe('docker-compose.yml', () => {
  const services = compose.services;

  it('runs MongoDB 7 as a single-node replica set with a health check', () => {
    expect(services.mongo.image).toMatch(/^mongo:7/);
    expect(services.mongo.command.join(' ')).toContain('--replSet');
    expect(services.mongo.healthcheck.test.join(' ')).toContain('rs.initiate');
  });

  it.each(Object.keys(compose.services))('%s has a build or an image', (name) => {
    const service = services[name];
    expect(service.build ?? service.image).toBeTruthy();
    if (service.build) {
      const dockerfile = path.join(repoRoot, service.build.context, service.build.dockerfile ?? 'Dockerfile');
      expect(fs.existsSync(dockerfile)).toBe(true);
    }
  });

  it.each(Object.keys(compose.services).filter((n) => n !== 'seed'))('%s has a health check', (name) => {
    expect(services[name].healthcheck?.test).toBeDefined();
  });

  it.each(Object.keys(compose.services).filter((n) => n !== 'seed' && n !== 'mongo'))(
    '%s is healthy when it is ready (/readyz), not merely up',
    (name) => {
      expect(services[name].healthcheck.test.join(' ')).toMatch(/\/readyz\b/);
    },
  );

  it.each(AREAS)('the %s service has MONGODB_URI, its port and waits for MongoDB', (area) => {
    const service = services[area];
    expect(service.environment.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017/);
    expect(service.environment.PORT).toBeDefined();
    expect(service.build.args.SERVICE).toBe(area);
    expect(service.depends_on.mongo.condition).toBe('service_healthy');
  });

  it('the gateway knows every service and every remote', () => {
    const env = services.gateway.environment;
    for (const area of AREAS) expect(env[`${area.toUpperCase()}_SERVICE_URL`]).toMatch(new RegExp(`^http://${area}:`));
    for (const remote of REMOTES) expect(env[`REMOTE_${remote.toUpperCase()}_URL`]).toMatch(/mf-manifest\.json\}?$/);
    expect(services.gateway.ports).toEqual(['${GATEWAY_PORT:-8080}:8080']);
  });

  it.each(REMOTES)('the %s remote is built from its own package', (remote) => {
    expect(services[`mfe-${remote}`].build.args.REMOTE).toBe(`mfe-${remote}`);
  });
});

describe('docker-compose.yml serves a store that works in a browser on another machine', () => {
  const services = compose.services;
  const gateway = services.gateway;

  it.each(REMOTES)(
    "the %s remote's location is the gateway's /mf/ unless the operator names one: never the Docker host's localhost",
    (remote) => {
      const name = `REMOTE_${remote.toUpperCase()}_URL`;
      expect(gateway.environment[name]).toBe(`\${${name}:-/mf/${remote}/mf-manifest.json}`);
    },
  );

  it('names no localhost or 127.0.0.1 address a browser would be sent to', () => {
    for (const [name, value] of Object.entries(gateway.environment as Record<string, string>)) {
      if (/^REMOTE_|_ORIGIN/.test(name)) {
        // Only PUBLIC_ORIGIN's documented default for a trial on the Docker host itself may say localhost.
        const withoutDefault = name === 'PUBLIC_ORIGIN' ? value.replace(/:-http:\/\/localhost:8080\}$/, '}') : value;
        expect([name, withoutDefault]).not.toEqual([name, expect.stringMatching(/localhost|127\.0\.0\.1/)]);
      }
    }
  });

  it.each(REMOTES)(
    'the %s remote keeps every version it deployed in a volume, which the gateway serves read-only',
    (remote) => {
      const volume = `mfe-${remote}-versions`;
      const entrypoint = fs.readFileSync(path.join(repoRoot, 'docker/remote-entrypoint.sh'), 'utf8');
      const versionsDir = /REMOTE_VERSIONS_DIR:-([^}]+)\}/.exec(entrypoint)?.[1];
      expect(services[`mfe-${remote}`].volumes).toContain(`${volume}:${versionsDir}/${remote}`);
      expect(gateway.volumes).toContain(`${volume}:${gateway.environment.REMOTES_STORE_DIR}/${remote}:ro`);
      expect(compose).toHaveProperty(['volumes', volume]);
      expect(gateway.depends_on[`mfe-${remote}`].condition).toBe('service_healthy');
    },
  );

  it('the gateway keeps the remotes registry in a volume of its own', () => {
    const registryDir = path.posix.dirname(gateway.environment.REMOTES_REGISTRY_FILE);
    expect(gateway.volumes).toContain(`remotes-data:${registryDir}`);
    expect(path.posix.dirname(gateway.environment.REMOTES_STORE_DIR)).toBe(path.posix.dirname(registryDir));
  });

  it('has one seeder: the seed job, after the services made their indexes; the catalog does not seed itself', () => {
    const seeders = Object.entries(services)
      .filter(([, service]) => (service.command ?? []).join(' ').includes('scripts/seed.mjs'))
      .map(([name]) => name);
    expect(seeders).toEqual(['seed']);
    expect(services.catalog.environment.CATALOG_SEED_ON_START).toBe('0');
    // The flag the catalog service reads (services/catalog/src/config.ts, main.ts).
    const catalogConfig = fs.readFileSync(path.join(repoRoot, 'services/catalog/src/config.ts'), 'utf8');
    expect(catalogConfig).toContain("seedOnStart: parsed.CATALOG_SEED_ON_START !== '0'");
    for (const area of AREAS) expect(services.seed.depends_on[area].condition).toBe('service_healthy');
    expect(services.seed.restart).toBe('no');
    expect(gateway.depends_on.seed.condition).toBe('service_completed_successfully');
  });
});

describe('the images', () => {
  const dockerDir = path.join(repoRoot, 'docker');
  const dockerfiles = fs.readdirSync(dockerDir).filter((f) => f.endsWith('.Dockerfile'));
  const read = (file: string) => fs.readFileSync(path.join(dockerDir, file), 'utf8');
  const workspaces = (
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;

  it('are the service, gateway and remote images', () => {
    expect(dockerfiles.sort()).toEqual(['gateway.Dockerfile', 'remote.Dockerfile', 'service.Dockerfile']);
  });

  it.each(dockerfiles)('%s is multi-stage and runs as a non-root user', (file) => {
    const stages = stagesOf(read(file), { REMOTE: 'mfe-cart', SERVICE: 'catalog' });
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const users = stages.at(-1)!.instructions.filter((i) => i.keyword === 'USER');
    expect(users.at(-1)?.args).toMatch(/^(?!root$|0$|0:)\S+$/);
  });

  it.each(dockerfiles)('%s builds with Node 24', (file) => {
    const stages = stagesOf(read(file), { REMOTE: 'mfe-cart', SERVICE: 'catalog' });
    const build = stages.find((s) => s.name === 'build');
    expect(build?.image).toMatch(/^node:24-/);
    // Every stage that runs Node is on 24; the remote's runs nginx only.
    for (const stage of stages) if (stage.image.startsWith('node:')) expect(stage.image).toMatch(/^node:24-/);
    if (file !== 'remote.Dockerfile') expect(stages.at(-1)!.image).toMatch(/^node:24-/);
  });

  it.each(dockerfiles)(
    '%s installs only through docker/npm-install.sh, after copying every workspace manifest',
    (file) => {
      const instructions = instructionsOf(read(file));
      const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
      const installs = runs.filter((r) => /\bnpm (ci|install|i)\b/.test(r) || r.includes('npm-install.sh'));
      expect(installs.length).toBeGreaterThanOrEqual(1);
      for (const run of installs) expect(run).toBe('sh docker/npm-install.sh');
      const installAt = instructions.findIndex((i) => i.keyword === 'RUN' && i.args.includes('npm-install.sh'));
      const copiedBefore = instructions
        .slice(0, installAt)
        .filter((i) => i.keyword === 'COPY')
        .map((i) => i.args);
      expect(copiedBefore).toContain('package.json package-lock.json ./');
      expect(copiedBefore).toContain('docker/npm-install.sh docker/');
      for (const workspace of workspaces) expect(copiedBefore).toContain(`${workspace}/package.json ${workspace}/`);
    },
  );

  it.each(dockerfiles)('%s copies into its final image build outputs only, never the whole build folder', (file) => {
    const stages = stagesOf(read(file), { REMOTE: 'mfe-cart', SERVICE: 'catalog' });
    const final = stages.at(-1)!;
    const build = stages.find((s) => s.name === 'build')!;
    for (const copy of final.instructions.filter((i) => i.keyword === 'COPY')) {
      const words = copy.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const sources = words.slice(0, -1);
      for (const source of sources) {
        expect([copy.args, source]).not.toEqual([copy.args, build.workdir]);
        expect([copy.args, source]).not.toEqual([copy.args, expect.stringMatching(/^\.?\/?$/)]);
      }
    }
  });
});

describe('docker/npm-install.sh, the install step of every image', () => {
  const script = path.join(repoRoot, 'docker/npm-install.sh');
  const ciRun = fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');

  it("falls back on the same refusal as .ci/run's", () => {
    const refusal = /grep -q "([^"]+)"/.exec(ciRun)?.[1];
    expect(refusal).toBeTruthy();
    expect(fs.readFileSync(script, 'utf8')).toContain(`grep -q "${refusal}"`);
  });

  /** Runs the script with an `npm` that logs its arguments and answers `ci` as told. */
  function runWithNpm(ciExit: number, ciStderr: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-install-'));
    const log = path.join(dir, 'calls');
    // npm's message is read from a file: its backquotes are text, not a command for the shell.
    fs.writeFileSync(path.join(dir, 'ci-stderr'), `${ciStderr}\n`);
    fs.writeFileSync(
      path.join(dir, 'npm'),
      `#!/bin/sh\necho "$*" >> "${log}"\nif [ "$1" = ci ]; then cat "${dir}/ci-stderr" >&2; exit ${ciExit}; fi\nexit 0\n`,
      { mode: 0o755 },
    );
    const result = spawnSync('sh', [script], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      encoding: 'utf8',
      timeout: 10_000,
    });
    const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: result.status, calls, stderr: result.stderr };
  }

  it('runs npm ci alone when the lock is accepted', () => {
    expect(runWithNpm(0, '')).toMatchObject({ status: 0, calls: ['ci --no-audit --no-fund'] });
  });

  it('installs from the lock with npm install when npm ci refuses it for being out of sync', () => {
    const refused = runWithNpm(
      1,
      'npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.',
    );
    expect(refused).toMatchObject({ status: 0, calls: ['ci --no-audit --no-fund', 'install --no-audit --no-fund'] });
  });

  it('fails, saying why, on any other error', () => {
    const failed = runWithNpm(1, 'npm error network ETIMEDOUT');
    expect(failed.status).toBe(1);
    expect(failed.calls).toEqual(['ci --no-audit --no-fund']);
    expect(failed.stderr).toContain('ETIMEDOUT');
  });
});

describe('.dockerignore', () => {
  const ignored = dockerignoreMatcher(fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8'));

  it.each(['.env', '.env.local', '.env.production', 'services/catalog/.env', 'shell/.env.development'])(
    'keeps %s (secrets) out of every build context',
    (file) => {
      expect(ignored(file)).toBe(true);
    },
  );

  it.each([
    'node_modules/react/index.js',
    'mfe-cart/dist/remoteEntry.js',
    'services/gateway/dist/main.js',
    '.git/HEAD',
  ])('keeps %s (made inside the image, or not needed) out', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it.each([
    'package.json',
    'package-lock.json',
    'docker/npm-install.sh',
    'services/catalog/src/main.ts',
    '.env.example'.replace('.env.example', 'README.md'),
  ])('sends %s', (file) => {
    expect(ignored(file)).toBe(false);
  });
});

describe('docker-compose.yml has every variable a service requires in production', () => {
  const envExample = Object.fromEntries(
    fs
      .readFileSync(path.join(repoRoot, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;

  /** The variable names a package's code refuses to start without in production ('X is required in production'). */
  function requiredInProduction(dir: string): string[] {
    const names = new Set<string>();
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const file = path.join(d, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/([A-Z][A-Z0-9_]+) is required in production/g)) {
            names.add(m[1]);
          }
        }
      }
    };
    walk(path.join(repoRoot, dir));
    return [...names];
  }

  const platformRequired = requiredInProduction('services/platform/src');
  const cases: Array<[string, string[]]> = [
    ...AREAS.map((area): [string, string[]] => [
      area,
      [...platformRequired, ...requiredInProduction(`services/${area}/src`)],
    ]),
    ['gateway', [...platformRequired, ...requiredInProduction('services/gateway/src')]],
  ];

  it('the platform requires the viewer secret and the account service its session secret', () => {
    expect(platformRequired).toContain('VIEWER_HEADER_SECRET');
    expect(requiredInProduction('services/account/src')).toContain('SESSION_SECRET');
  });

  it.each(cases)('%s gets %j from the env file, and compose refuses to start without them', (name, required) => {
    const environment = compose.services[name].environment as Record<string, string>;
    for (const variable of required) {
      const value = environment[variable];
      expect(value).toBe(`\${${variable}:?set ${variable} to 32+ random characters}`);
      expect(envExample[variable]?.length ?? 0).toBeGreaterThanOrEqual(32);
    }
  });
});
