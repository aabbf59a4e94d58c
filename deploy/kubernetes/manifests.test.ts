import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { SourceGraph, requiredVariables, type Requirement } from './required-env';

// The Kubernetes manifests cannot be applied on the development machines (no cluster): their shape is checked here,
// and what every Deployment and the seed Job give their process is checked against what its code requires.

const here = __dirname;
const repoRoot = path.resolve(here, '..', '..');
const NAMESPACE = 'storefront';
const SECRET_NAME = 'storefront-secrets';

interface Meta {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef };
}
interface EnvFrom {
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean }>;
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
}
interface Volume {
  name: string;
  emptyDir?: Record<string, unknown>;
  persistentVolumeClaim?: { claimName: string; readOnly?: boolean };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; fsGroup?: number };
}
interface Workload {
  apiVersion: string;
  kind: string;
  metadata: Meta;
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Meta;
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Hpa {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: Array<{ type: string; resource?: { name: string } }>;
  };
}
interface Pdb {
  metadata: Meta;
  spec: { minAvailable?: number | string; selector: { matchLabels: Record<string, string> } };
}
interface ServiceSpec {
  type?: string;
  selector: Record<string, string>;
  ports: Array<{ name?: string; port: number; targetPort?: string | number }>;
}
interface IngressSpec {
  tls?: Array<{ hosts: string[]; secretName: string }>;
  rules: Array<{
    host: string;
    http: {
      paths: Array<{ path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }>;
    };
  }>;
}

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? yamlFiles(path.join(dir, entry.name))
        : /\.ya?ml$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

const files = yamlFiles(here);
const isKustomization = (file: string) => path.basename(file) === 'kustomization.yaml';
const manifestFiles = files.filter((f) => !isKustomization(f));
const documents = manifestFiles.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((d) => d.toJS() as K8sObject | null)
    .filter((obj): obj is K8sObject => obj !== null)
    .map((obj) => ({ file, obj })),
);
const objects = documents.map((d) => d.obj);
const ofKind = <T = K8sObject>(kind: string) => objects.filter((o) => o.kind === kind) as unknown as T[];
const deployments = ofKind<Workload>('Deployment');
const deployment = (name: string) => {
  const found = deployments.find((d) => d.metadata.name === name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
};
const configMaps = new Map(ofKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
const exampleSecret = ofKind('Secret').find((s) => s.metadata.name === SECRET_NAME);
const secretKeys = new Map([
  [SECRET_NAME, new Set(Object.keys(exampleSecret?.stringData ?? exampleSecret?.data ?? {}))],
]);

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      environment?: Record<string, string>;
      ports?: string[];
      command?: string[];
      build?: { args?: Record<string, string> };
    }
  >;
};
const SERVICES = ['catalog', 'reviews', 'cart', 'account', 'marketing'];
// The test payment provider runs beside the services (its own origin and database), with their shape.
const NODE_COMPONENTS = [...SERVICES, 'payments', 'gateway'];
const REMOTES = Object.keys(compose.services).filter((name) => name.startsWith('mfe-'));
const readRepo = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const remoteNginx = readRepo('docker/remote.nginx.conf');
/** The image each workload runs, by the Dockerfile that builds it. */
const dockerfileOf = (name: string) =>
  REMOTES.includes(name)
    ? 'docker/remote.Dockerfile'
    : name === 'gateway'
      ? 'docker/gateway.Dockerfile'
      : 'docker/service.Dockerfile';
const allContainers = (pod: PodSpec) => [...(pod.initContainers ?? []), ...pod.containers];
const isRemote = (d: Workload) => REMOTES.includes(d.metadata.name);

const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

describe('every manifest', () => {
  it('is a valid Kubernetes object of a kind the API knows (kubernetes-models)', () => {
    const run = spawnSync(process.execPath, [path.join(here, 'validate-models.mjs'), ...manifestFiles], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{ file: string; kind: string; name: string; error: string | null }>;
    expect(results).toHaveLength(objects.length);
    expect(
      results.filter((r) => r.error).map((r) => `${path.relative(here, r.file)} ${r.kind} ${r.name}: ${r.error}`),
    ).toEqual([]);
  });

  it('the validation refuses an unknown kind or apiVersion and a schema violation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-models-'));
    const bad = path.join(dir, 'bad.yaml');
    fs.writeFileSync(
      bad,
      [
        'apiVersion: v1\nkind: Widget\nmetadata:\n  name: a',
        'apiVersion: example.com/v1\nkind: Deployment\nmetadata:\n  name: b',
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: c\nspec:\n  ports:\n    - port: http',
      ].join('\n---\n'),
    );
    try {
      const run = spawnSync(process.execPath, [path.join(here, 'validate-models.mjs'), bad], { encoding: 'utf8' });
      const results = JSON.parse(run.stdout) as Array<{ error: string | null }>;
      expect(results.map((r) => r.error)).toEqual([
        expect.stringContaining('unknown kind'),
        expect.stringContaining('unknown apiVersion'),
        expect.stringContaining('must be integer'),
      ]);
      expect(run.status).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lives in the storefront namespace', () => {
    const elsewhere = objects
      .filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== NAMESPACE)
      .map((o) => `${o.kind}/${o.metadata.name}`);
    expect(elsewhere).toEqual([]);
    expect(ofKind('Namespace').map((n) => n.metadata.name)).toEqual([NAMESPACE]);
  });

  it.each(files.filter(isKustomization).map((f) => [path.relative(here, f), f]))(
    '%s lists every manifest of its folder (never the example Secret) and points every image it names',
    (_name, file) => {
      const kustomization = parse(fs.readFileSync(file, 'utf8')) as {
        namespace: string;
        resources: string[];
        images?: Array<{ name: string; newName?: string; newTag?: string }>;
      };
      const dir = path.dirname(file);
      const listed = fs
        .readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml' && f !== 'secret.example.yaml');
      expect(kustomization.namespace).toBe(NAMESPACE);
      expect([...kustomization.resources].sort()).toEqual(listed.sort());
      const images = documents
        .filter((d) => path.dirname(d.file) === dir)
        .flatMap((d) => (d.obj.kind === 'Deployment' || d.obj.kind === 'Job' ? [d.obj as unknown as Workload] : []))
        .flatMap((w) => allContainers(w.spec.template.spec).map((c) => c.image.replace(/:[^/:]+$/, '')));
      expect((kustomization.images ?? []).map((i) => i.name).sort()).toEqual([...new Set(images)].sort());
    },
  );

  it('commits no secret: the example Secret holds placeholders only and no ConfigMap holds a secret', () => {
    expect(exampleSecret).toBeDefined();
    for (const [key, value] of Object.entries(exampleSecret?.stringData ?? {})) {
      expect(`${key}=${value}`).toMatch(/replace-me/);
    }
    expect(exampleSecret?.data).toBeUndefined();
    const secretNames = secretKeys.get(SECRET_NAME) ?? new Set<string>();
    const inConfigMaps = [...configMaps].flatMap(([name, data]) =>
      Object.keys(data)
        .filter((key) => secretNames.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(inConfigMaps).toEqual([]);
  });
});

describe('every Deployment', () => {
  /** What nginx answers with 200 itself (`location = /healthz { ... return 200 ... }`). */
  const nginxAnswers = [...remoteNginx.matchAll(/location\s*=\s*(\/\S+)\s*\{[^}]*return 200\b/g)].map((m) => m[1]);

  it('covers the five services, the payment provider, the gateway and every remote of docker-compose.yml', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...NODE_COMPONENTS, ...REMOTES].sort());
    expect(REMOTES).toHaveLength(5);
  });

  it.each(deployments.map((d) => [d.metadata.name, d]))(
    '%s runs 2 replicas, non-root, read-only, with resources, readiness on /readyz and liveness on /healthz',
    (name, d) => {
      const { spec } = d;
      expect(spec.replicas).toBe(2);
      expect(matches(spec.selector?.matchLabels ?? {}, spec.template.metadata.labels)).toBe(true);
      const pod = spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      // Kubernetes can verify a non-root user only by number: the image's own when its Dockerfile names a number.
      const user = [...readRepo(dockerfileOf(name)).matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      if (user && /^\d+(:\d+)?$/.test(user)) expect(pod.securityContext?.runAsUser).toBe(Number(user.split(':')[0]));
      for (const c of allContainers(pod)) {
        expect(c.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        for (const kind of ['requests', 'limits'] as const) {
          expect(Object.keys(c.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
        }
      }
      for (const c of pod.containers) {
        const ports = (c.ports ?? []).flatMap((p) => [p.name, p.containerPort]);
        const ready = c.readinessProbe?.httpGet;
        const live = c.livenessProbe?.httpGet;
        expect(ready?.path).toBe('/readyz');
        expect(live?.path).toBe('/healthz');
        expect(ports).toContain(ready?.port);
        expect(ports).toContain(live?.port);
        // The remotes' nginx answers both itself (docker/remote.nginx.conf); the Node processes through the platform.
        if (isRemote(d)) expect(nginxAnswers).toEqual(expect.arrayContaining([ready?.path, live?.path]));
      }
    },
  );

  it.each(deployments.map((d) => [d.metadata.name, d]))(
    '%s listens on its port (docker-compose.yml, docker/remote.nginx.conf) behind a ClusterIP Service',
    (name, d) => {
      const container = d.spec.template.spec.containers[0];
      const port = isRemote(d)
        ? /^\s*listen\s+(\d+)\s*;/m.exec(remoteNginx)?.[1]
        : compose.services[name].environment?.PORT;
      expect(container.ports?.map((p) => p.containerPort)).toEqual([Number(port)]);
      const services = ofKind<{ metadata: Meta; spec: ServiceSpec }>('Service').filter((s) =>
        matches(s.spec.selector, d.spec.template.metadata.labels),
      );
      expect(services.map((s) => s.metadata.name)).toEqual([name]);
      expect(services[0].spec.type ?? 'ClusterIP').toBe('ClusterIP');
      for (const p of services[0].spec.ports) {
        expect(container.ports?.flatMap((cp) => [cp.name, cp.containerPort])).toContain(p.targetPort ?? p.port);
      }
    },
  );

  it.each(deployments.map((d) => [d.metadata.name, d]))(
    '%s (stateless) has a CPU HorizontalPodAutoscaler and a PodDisruptionBudget of minAvailable 1',
    (name, d) => {
      const hpas = ofKind<Hpa>('HorizontalPodAutoscaler').filter(
        (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
      );
      expect(hpas).toHaveLength(1);
      expect(hpas[0].spec.scaleTargetRef.apiVersion).toBe('apps/v1');
      expect(hpas[0].spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpas[0].spec.maxReplicas).toBeGreaterThan(hpas[0].spec.minReplicas ?? 1);
      expect(hpas[0].spec.metrics?.map((m) => m.resource?.name)).toContain('cpu');
      const pdbs = ofKind<Pdb>('PodDisruptionBudget').filter((p) =>
        matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels),
      );
      expect(pdbs.map((p) => p.spec.minAvailable)).toEqual([1]);
    },
  );
});

// -- What each process is given, against what its code requires (required-env.ts) --

interface Provided {
  source: 'value' | 'configMap' | 'secret';
  optional: boolean;
  value?: string;
}

/** The variables a container gets (envFrom, then env over it, as Kubernetes does), with any dangling reference. */
function providedEnv(
  container: Container,
  maps: Map<string, Record<string, string>>,
  secrets: Map<string, Set<string>>,
): { vars: Map<string, Provided>; problems: string[] } {
  const vars = new Map<string, Provided>();
  const problems: string[] = [];
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const data = maps.get(from.configMapRef.name);
      if (!data) problems.push(`envFrom names no ConfigMap ${from.configMapRef.name}`);
      const optional = from.configMapRef.optional === true;
      for (const [key, value] of Object.entries(data ?? {})) vars.set(key, { source: 'configMap', optional, value });
    }
    if (from.secretRef) {
      const keys = secrets.get(from.secretRef.name);
      if (!keys) problems.push(`envFrom names no Secret ${from.secretRef.name}`);
      for (const key of keys ?? []) vars.set(key, { source: 'secret', optional: from.secretRef.optional === true });
    }
  }
  for (const v of container.env ?? []) {
    const cm = v.valueFrom?.configMapKeyRef;
    const secret = v.valueFrom?.secretKeyRef;
    if (cm) {
      const value = maps.get(cm.name)?.[cm.key];
      if (value === undefined) problems.push(`${v.name} names no ConfigMap key ${cm.name}/${cm.key}`);
      vars.set(v.name, { source: 'configMap', optional: cm.optional === true, value });
    } else if (secret) {
      if (!secrets.get(secret.name)?.has(secret.key)) {
        problems.push(`${v.name} names no key ${secret.key} of the Secret ${secret.name} (secret.example.yaml)`);
      }
      vars.set(v.name, { source: 'secret', optional: secret.optional === true });
    } else vars.set(v.name, { source: 'value', optional: false, value: v.value ?? '' });
  }
  return { vars, problems };
}

/** Secrets and the database's address (its credentials) come from the Secret, never a literal or a ConfigMap. */
const mustBeSecret = (r: Requirement) => r.kind === 'production' || r.kind === 'credential' || r.name === 'MONGODB_URI';

/** What is wrong with a container's variables for these requirements: [] when each is set, non-empty, from its place. */
function unmetRequirements(
  container: Container,
  required: Requirement[],
  maps = configMaps,
  secrets = secretKeys,
): string[] {
  const { vars, problems } = providedEnv(container, maps, secrets);
  for (const r of required) {
    const p = vars.get(r.name);
    const why = `${r.name} (${r.kind}, ${r.file})`;
    if (!p) problems.push(`${why} is not set`);
    else if (p.optional) problems.push(`${why} comes from an optional reference`);
    else if (p.source !== 'secret' && !p.value) problems.push(`${why} is empty`);
    else if (mustBeSecret(r) && p.source !== 'secret') problems.push(`${why} must come from the Secret`);
  }
  return problems;
}

const graph = new SourceGraph(repoRoot, {
  '@storefront/service-platform': 'services/platform/src/index.ts',
});
const requiredOf = Object.fromEntries(
  NODE_COMPONENTS.map((c) => [c, requiredVariables(graph, repoRoot, [`services/${c}/src/main.ts`])]),
) as Record<string, Requirement[]>;
const names = (rs: Requirement[]) => rs.map((r) => r.name);

describe('what each Deployment gives its process', () => {
  it('the requirements read from the code are the ones expected (the reading has not gone blind)', () => {
    for (const service of SERVICES) {
      expect(names(requiredOf[service])).toEqual(
        expect.arrayContaining(['MONGODB_URI', 'HOST', 'VIEWER_HEADER_SECRET']),
      );
    }
    expect(names(requiredOf.account)).toEqual(expect.arrayContaining(['SESSION_SECRET', 'PUBLIC_ORIGIN']));
    expect(names(requiredOf.reviews)).toEqual(
      expect.arrayContaining(['REVIEWS_VISITOR_SECRET', 'CART_SERVICE_URL', 'CATALOG_SERVICE_URL']),
    );
    expect(names(requiredOf.marketing)).toEqual(
      expect.arrayContaining(['MARKETING_SECRET', 'MARKETING_VAPID_PUBLIC_KEY', 'MARKETING_VAPID_PRIVATE_KEY']),
    );
    expect(names(requiredOf.cart)).toEqual(
      expect.arrayContaining(['CATALOG_SERVICE_URL', 'MARKETING_SERVICE_URL', 'ACCOUNT_SERVICE_URL']),
    );
    expect(names(requiredOf.catalog)).toContain('MARKETING_SERVICE_URL');
    expect(names(requiredOf.gateway)).toEqual(
      expect.arrayContaining([
        'HOST',
        'VIEWER_HEADER_SECRET',
        ...SERVICES.map((s) => `${s.toUpperCase()}_SERVICE_URL`),
      ]),
    );
    // The gateway never opens the database; the services' secrets are theirs alone.
    expect(names(requiredOf.gateway)).not.toContain('MONGODB_URI');
    expect(names(requiredOf.catalog)).not.toContain('SESSION_SECRET');
  });

  it.each(NODE_COMPONENTS)('%s gets every variable its code requires, secrets from the Secret', (component) => {
    const [container] = deployment(component).spec.template.spec.containers;
    expect(unmetRequirements(container, requiredOf[component])).toEqual([]);
  });

  it.each(NODE_COMPONENTS)('%s fails the check when any required variable is taken away', (component) => {
    for (const r of requiredOf[component]) {
      const [container] = structuredClone(deployment(component).spec.template.spec.containers);
      const maps = new Map([...configMaps].map(([k, v]) => [k, { ...v }]));
      container.env = (container.env ?? []).filter((v) => v.name !== r.name);
      for (const data of maps.values()) delete data[r.name];
      expect(unmetRequirements(container, [r], maps)).toEqual([expect.stringContaining(`${r.name} (`)]);
    }
  });

  it.each(NODE_COMPONENTS)('%s gets every variable docker-compose.yml gives it, and the same port', (component) => {
    const [container] = deployment(component).spec.template.spec.containers;
    const { vars } = providedEnv(container, configMaps, secretKeys);
    const composed = compose.services[component].environment ?? {};
    expect(Object.keys(composed).filter((name) => !vars.has(name))).toEqual([]);
    expect(vars.get('PORT')?.value).toBe(composed.PORT);
  });

  it('the gateway serves the versions the remotes publish, from volumes every replica shares', () => {
    const gateway = deployment('gateway');
    const { vars } = providedEnv(gateway.spec.template.spec.containers[0], configMaps, secretKeys);
    const claims = new Map(
      ofKind<{ metadata: Meta; spec: { accessModes: string[] } }>('PersistentVolumeClaim').map((c) => [
        c.metadata.name,
        c.spec.accessModes,
      ]),
    );
    /** The claim mounted at a folder of a workload's main container, and whether read-only. */
    const claimAt = (w: Workload, folder: string) => {
      const pod = w.spec.template.spec;
      const mount = pod.containers[0].volumeMounts?.find((m) => m.mountPath === folder);
      const claim = pod.volumes?.find((v) => v.name === mount?.name)?.persistentVolumeClaim?.claimName;
      return { claim, readOnly: mount?.readOnly === true };
    };
    const store = claimAt(gateway, vars.get('REMOTES_STORE_DIR')?.value ?? '');
    expect(store).toMatchObject({ readOnly: true });
    // Where docker/remote-entrypoint.sh copies the image's version (REMOTE_VERSIONS_DIR, unset here).
    const versionsDir = /versions_dir=\$\{REMOTE_VERSIONS_DIR:-([^}]+)\}/.exec(
      readRepo('docker/remote-entrypoint.sh'),
    )?.[1];
    for (const remote of REMOTES) {
      expect(claimAt(deployment(remote), versionsDir ?? '')).toEqual({ claim: store.claim, readOnly: false });
    }
    const registry = claimAt(gateway, path.dirname(vars.get('REMOTES_REGISTRY_FILE')?.value ?? ''));
    expect(registry.readOnly).toBe(false);
    for (const claim of [store.claim, registry.claim]) expect(claims.get(claim ?? '')).toEqual(['ReadWriteMany']);
    // Every pod writing to or reading a shared volume is in the group that owns it.
    const groups = [gateway, ...REMOTES.map(deployment)].map((w) => w.spec.template.spec.securityContext?.fsGroup);
    expect(new Set(groups).size).toBe(1);
    expect(groups[0]).toBeGreaterThan(0);
    // Each area is the gateway's own /mf/ (a published version) or, from a CDN, an absolute URL.
    const config = readRepo('services/gateway/src/config.ts');
    const remoteKeys = [...config.matchAll(/^\s+(REMOTE_([A-Z]+)_URL):/gm)];
    expect(remoteKeys).toHaveLength(REMOTES.length);
    for (const [, key, area] of remoteKeys) {
      expect(vars.get(key)?.value).toMatch(
        new RegExp(`^(/mf/${area.toLowerCase()}/|https://[^/]+/).*mf-manifest\\.json$`),
      );
    }
  });

  it('the catalog leaves seeding to the Job (replicas starting together would seed an empty database twice)', () => {
    const { vars } = providedEnv(deployment('catalog').spec.template.spec.containers[0], configMaps, secretKeys);
    expect(vars.get('CATALOG_SEED_ON_START')?.value).toBe('0');
  });
});

describe('the seed Job', () => {
  const jobs = ofKind<Workload>('Job');

  it('runs scripts/seed.mjs from the catalog image, as docker-compose.yml does', () => {
    expect(jobs).toHaveLength(1);
    const [container] = jobs[0].spec.template.spec.containers;
    expect(container.command).toEqual(compose.services.seed.command);
    expect(compose.services.seed.build?.args?.SERVICE).toBe('catalog');
    expect(container.image).toBe(deployment('catalog').spec.template.spec.containers[0].image);
    expect(jobs[0].spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    for (const c of allContainers(jobs[0].spec.template.spec)) {
      expect(c.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    }
  });

  it('gets every variable the seed code requires, the development passwords included', () => {
    // scripts/seed.mjs requires each service's dist/seed by a name built at run time: their sources are entries too.
    const required = requiredVariables(graph, repoRoot, [
      'scripts/seed.mjs',
      ...SERVICES.map((s) => `services/${s}/src/seed.ts`),
    ]);
    expect(names(required)).toEqual(
      expect.arrayContaining(['MONGODB_URI', 'DEV_SHOPPER_PASSWORD', 'DEV_DEALER_PASSWORD']),
    );
    const [container] = jobs[0].spec.template.spec.containers;
    expect(unmetRequirements(container, required)).toEqual([]);
  });
});

describe('the Ingresses', () => {
  const ingresses = ofKind<{ metadata: Meta; spec: IngressSpec }>('Ingress');
  const services = ofKind<{ metadata: Meta; spec: ServiceSpec }>('Service');

  it('send every host to a Service port that exists, over TLS', () => {
    for (const ingress of ingresses) {
      const tlsHosts = (ingress.spec.tls ?? []).flatMap((t) => t.hosts);
      for (const rule of ingress.spec.rules) {
        expect(tlsHosts).toContain(rule.host);
        for (const p of rule.http.paths) {
          const service = services.find((s) => s.metadata.name === p.backend.service.name);
          expect(service).toBeDefined();
          const port = p.backend.service.port;
          expect(service?.spec.ports.flatMap((sp) => [sp.name, sp.port])).toContain(port.name ?? port.number);
        }
      }
    }
  });

  it('send the store origin (PUBLIC_ORIGIN) to the gateway', () => {
    const origin = new URL(configMaps.get('storefront-config')?.PUBLIC_ORIGIN ?? '');
    expect(origin.protocol).toBe('https:');
    const rule = ingresses.flatMap((i) => i.spec.rules).find((r) => r.host === origin.hostname);
    expect(rule?.http.paths.map((p) => [p.path, p.backend.service.name])).toEqual([['/', 'gateway']]);
  });
});

describe('required-env.ts reads code precisely', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'required-env-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

  it('finds required, production-only, loopback and credential variables in reached code only', () => {
    write(
      'main.ts',
      [
        "import { load } from './config';",
        "import { unused } from './lib';",
        'const config = load();',
        'void config;',
        '',
      ].join('\n'),
    );
    write(
      'config.ts',
      [
        "import { z } from 'zod';",
        "import { optionalUrl } from './lib';",
        "const LOCAL = 'http://127.0.0.1:9000';",
        'const schema = z.object({',
        '  NEEDED: z.string(),',
        "  WITH_DEFAULT: z.string().default('x'),",
        '  LOCAL_URL: z.url().default(LOCAL),',
        "  HELPED: optionalUrl('HELPED'),",
        '  SECRET_KEY: z.string().optional(),',
        '});',
        'export function load(env = process.env) {',
        '  const c = schema.parse(env);',
        "  if (!c.SECRET_KEY) throw new Error('SECRET_KEY is required in production');",
        "  const password = env.ADMIN_PASSWORD ?? 'admin';",
        "  const mail = env.MAIL_FROM ?? 'shop <no-reply@localhost>';",
        '  return { c, password, mail };',
        '}',
        '',
      ].join('\n'),
    );
    write(
      'lib.ts',
      [
        "import { z } from 'zod';",
        'export const optionalUrl = (name: string) => z.url().optional().describe(name);',
        "export function unused() { return process.env.NEVER_READ ?? 'http://localhost:1'; }",
        '',
      ].join('\n'),
    );
    const found = requiredVariables(new SourceGraph(dir, {}), dir, ['main.ts']);
    expect(found.map((r) => [r.name, r.kind])).toEqual([
      ['ADMIN_PASSWORD', 'credential'],
      ['LOCAL_URL', 'loopback'],
      ['NEEDED', 'schema'],
      ['SECRET_KEY', 'production'],
    ]);
  });
});
