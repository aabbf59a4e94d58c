// The gateway's one JSON 404: an /api path no service owns, a remote file that does not exist, any other path
// that is not a page. `describe` says what was asked for.
import type { Request, RequestHandler } from 'express';
import { errorBody } from '@storefront/service-platform';

export function notFound(
  describe: (req: Request) => string = (req) => `No route for ${req.method} ${req.path}`,
): RequestHandler {
  return (req, res) => {
    res.status(404).json(errorBody('not_found', describe(req)));
  };
}
