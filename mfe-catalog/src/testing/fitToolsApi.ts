// A handler for the fit tools' API (GET /api/fit-tools/{subwoofers,amplifiers,enclosures}) that answers the
// catalogues a test gives and passes every other request on.
import type { RouteHandler } from '../features/test-utils';

type FitToolsCatalogue = 'subwoofers' | 'amplifiers' | 'enclosures';

/** Answers GET /api/fit-tools/<name> with `bodies[name]` for each catalogue given. */
export function fitToolsRoutes(bodies: Partial<Record<FitToolsCatalogue, unknown>>): RouteHandler {
  return (url) => {
    const name = url.pathname.replace('/api/fit-tools/', '') as FitToolsCatalogue;
    return url.pathname.startsWith('/api/fit-tools/') && name in bodies ? { body: bodies[name] } : undefined;
  };
}
