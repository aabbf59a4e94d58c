import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor } from './cache';

/**
 * A build's files, served from the brotli or gzip copy made at build time (config/webpack/precompress.js) to a browser
 * that accepts it, else as they are (and compressed per request by the compression middleware).
 */
export function staticFiles(dir: string): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    },
  });
  // express-static-gzip labels the answer (Content-Encoding: br) before serve-static sees that the method is not
  // GET/HEAD and passes on: the JSON 404 that follows must not carry the file's encoding.
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next());
}
