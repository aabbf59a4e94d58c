// Two real service processes built from the platform (the instrumentations patch Node's own module loader, which jest
// replaces, so this runs the compiled platform in child processes): the first calls the second with fetch while it
// serves a request. Followed through both: the request id always, and one trace when an OTLP endpoint is configured.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serviceNameOf, telemetryEndpoint } from '../src/telemetry';

const platformDist = path.resolve(__dirname, '../dist');

const SERVICE_SCRIPT = `
require(${JSON.stringify(path.join(platformDist, 'telemetry.js'))});
const { createServiceApp } = require(${JSON.stringify(path.join(platformDist, 'index.js'))});
const next = process.env.NEXT_URL;
const app = createServiceApp({
  name: process.env.OTEL_SERVICE_NAME,
  mount: (app) => {
    app.get('/api/echo', (req, res) => {
      res.json({ traceparent: req.get('traceparent') ?? null, requestId: req.get('x-request-id') ?? null });
    });
    app.get('/api/relay', async (_req, res) => {
      const answer = await fetch(next + '/api/echo');
      res.json(await answer.json());
    });
  },
});
const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('message', (m) => m === 'stop' && require(${JSON.stringify(path.join(platformDist, 'telemetry.js'))}).stopTelemetry().then(() => process.exit(0)));
`;

interface Collector {
  url: string;
  /** Every span received: its trace id and the name of the service that sent it. */
  spans: Array<{ traceId: string; service: string }>;
  close(): Promise<void>;
}

interface OtlpBody {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string }> }>;
  }>;
}

/** An OTLP/HTTP (JSON) endpoint that keeps what it is sent. */
async function startCollector(): Promise<Collector> {
  const spans: Collector['spans'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url !== '/v1/traces') throw new Error(`only traces are exported, not ${req.url}`);
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      const parsed = JSON.parse(body.toString()) as OtlpBody;
      for (const resource of parsed.resourceSpans ?? []) {
        const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ traceId: span.traceId, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const children: ChildProcess[] = [];

async function startService(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  const child = fork(script, [], {
    env: { ...process.env, NODE_ENV: 'test', VIEWER_HEADER_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve(Number(m)));
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.send('stop');
        }),
    ),
  );
}

async function relayThroughTwo(otel: NodeJS.ProcessEnv): Promise<{ traceparent: string | null; requestId: string }> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-')), 'service.js');
  fs.writeFileSync(script, SERVICE_SCRIPT);
  const second = await startService(script, { ...otel, OTEL_SERVICE_NAME: 'storefront-second' });
  const first = await startService(script, { ...otel, OTEL_SERVICE_NAME: 'storefront-first', NEXT_URL: second });
  const res = await fetch(`${first}/api/relay`, { headers: { 'x-request-id': 'req-followed-1' } });
  return (await res.json()) as { traceparent: string | null; requestId: string };
}

// The compiled platform, as fresh as its sources: tsc's incremental build is a no-op when it is (a fresh clone's
// `npm test` runs jest before any build).
beforeAll(() => {
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', path.resolve(__dirname, '..')], { stdio: 'inherit', timeout: 120_000 });
}, 150_000);
afterEach(stopAll);

test('a call a service makes while serving a request carries that request id, with tracing off', async () => {
  const seen = await relayThroughTwo({});
  expect(seen.requestId).toBe('req-followed-1');
  expect(seen.traceparent).toBeNull();
}, 30_000);

test('with an OTLP endpoint, both services export spans of one trace, carried by traceparent', async () => {
  const collector = await startCollector();
  try {
    const seen = await relayThroughTwo({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '50' });
    expect(seen.requestId).toBe('req-followed-1');
    const traceId = /^00-([0-9a-f]{32})-[0-9a-f]{16}-0[01]$/.exec(seen.traceparent ?? '')?.[1];
    expect(traceId).toBeDefined();
    await stopAll(); // flushes what each process still buffers
    const services = new Set(collector.spans.filter((s) => s.traceId === traceId).map((s) => s.service));
    expect([...services].sort()).toEqual(['storefront-first', 'storefront-second']);
  } finally {
    await collector.close();
  }
}, 30_000);

test('a collector that is down costs the services nothing: they answer, and stop, as without tracing', async () => {
  const seen = await relayThroughTwo({
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    OTEL_BSP_SCHEDULE_DELAY: '50',
  });
  expect(seen.requestId).toBe('req-followed-1');
  expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-/);
  await stopAll();
}, 30_000);

test('tracing is on only with an endpoint, and a service is named after its folder', () => {
  expect(telemetryEndpoint({})).toBeUndefined();
  expect(telemetryEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('http://collector:4318');
  expect(serviceNameOf('/app/services/cart/dist/main.js')).toBe('storefront-cart');
  expect(serviceNameOf(undefined)).toBe('storefront');
});
