// One log line per request, with the request id the gateway forwards to the services (so a request can be followed
// through them); probes are not logged.
import type pino from 'pino';
import { requestIdFor, requestLogger } from '@storefront/service-platform';

export function requestLogging(logger: pino.Logger) {
  return requestLogger(logger, (req, res) => {
    const id = requestIdFor(req, res);
    req.headers['x-request-id'] = id; // forwarded to the services
    return id;
  });
}
