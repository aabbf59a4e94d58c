// One log line per request, with the request id the gateway forwards to the services (so a request can be followed
// through them); probes are not logged.
import type pino from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdFor } from '@storefront/service-platform';

export function requestLogging(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req, res);
      req.headers['x-request-id'] = id; // forwarded to the services
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
