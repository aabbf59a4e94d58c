// Traces across the gateway and the services: OpenTelemetry's SDK with its HTTP, Express, MongoDB and undici (fetch)
// instrumentations, exported over OTLP/HTTP when an endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and off otherwise. The HTTP and undici instrumentations carry W3C `traceparent`
// on every call a process makes, so one trace runs from the gateway through every service a request reaches.
//
// Every process entry imports this module first: the instrumentations patch http, express and the MongoDB driver when
// those are loaded, so they must be in place before anything requires them. The SDK is required only when it is on,
// so a store without a collector does not load it.
import type { NodeSDK } from '@opentelemetry/sdk-node';

export function telemetryEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
}

/** `storefront-catalog` for services/catalog/dist/main.js; OTEL_SERVICE_NAME wins when set. */
export function serviceNameOf(entry: string | undefined): string {
  const match = /services[\\/]([a-z-]+)[\\/]/.exec(entry ?? '');
  return match ? `storefront-${match[1]}` : 'storefront';
}

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

function createSdk(): NodeSDK {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when telemetry is on (see above) */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { MongoDBInstrumentation } =
    require('@opentelemetry/instrumentation-mongodb') as typeof import('@opentelemetry/instrumentation-mongodb');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes every few seconds would drown the traces that matter.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => PROBES.has((req.url ?? '').split('?')[0]) }),
      new ExpressInstrumentation(),
      new MongoDBInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
}

let sdk: NodeSDK | null = null;

/** Starts tracing once per process when an endpoint is configured; returns whether it is on. */
export function startTelemetry(env: NodeJS.ProcessEnv = process.env): boolean {
  if (sdk) return true;
  if (!telemetryEndpoint(env)) return false;
  env.OTEL_SERVICE_NAME ||= serviceNameOf(process.argv[1]);
  // Traces only: metrics are Prometheus's (/metrics), logs are pino's lines. Without these the SDK would also export
  // both to the same endpoint.
  env.OTEL_METRICS_EXPORTER ||= 'none';
  env.OTEL_LOGS_EXPORTER ||= 'none';
  sdk = createSdk();
  sdk.start();
  return true;
}

/** How long a stopping process waits for its last spans to reach the collector (one that is down must not hold it). */
const FLUSH_ON_STOP_MS = 2_000;

/** Sends the spans still buffered (on shutdown), for at most FLUSH_ON_STOP_MS; nothing when tracing is off. */
export async function stopTelemetry(): Promise<void> {
  const running = sdk;
  sdk = null;
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_ON_STOP_MS);
    timer.unref();
  });
  await Promise.race([running.shutdown().catch(() => undefined), givenUp]);
  clearTimeout(timer);
}

startTelemetry();
