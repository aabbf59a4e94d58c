// The `web-vitals` package's browser build, which the page's head script (shared-domain tracking/browserReports.ts)
// loads a few seconds after the page has loaded. Served from the installed package, so its version is the lock's; a
// day of caching, since the URL names no version.
import path from 'node:path';
import type { RequestHandler } from 'express';
import { WEB_VITALS_SCRIPT_PATH } from '@storefront/shared-domain';

// The package exports no path to its IIFE build; it sits beside the CommonJS one it does export.
const file = path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js');

export { WEB_VITALS_SCRIPT_PATH };

export const webVitalsScript: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=86400');
  res.type('application/javascript');
  res.sendFile(file, (err) => err && next(err));
};
