import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// docker-compose.yml cannot be started on the development machines (no Docker engine), so its shape is checked here.
const repoRoot = path.resolve(__dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
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
    for (const remote of REMOTES) expect(env[`REMOTE_${remote.toUpperCase()}_URL`]).toMatch(/mf-manifest\.json$/);
    expect(services.gateway.ports).toContain('8080:8080');
  });

  it.each(REMOTES)('the %s remote is built from its own package', (remote) => {
    expect(services[`mfe-${remote}`].build.args.REMOTE).toBe(`mfe-${remote}`);
  });

  it('every Dockerfile is multi-stage and runs as a non-root user', () => {
    const dockerfiles = fs.readdirSync(path.join(repoRoot, 'docker')).filter((f) => f.endsWith('.Dockerfile'));
    expect(dockerfiles.length).toBeGreaterThanOrEqual(3);
    for (const file of dockerfiles) {
      const text = fs.readFileSync(path.join(repoRoot, 'docker', file), 'utf8');
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/^USER (node|101)$/m);
    }
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
