import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor } from './cache';

/** A build's server bundle (config/webpack/server.js): code the gateway runs, never a file it serves. */
const SERVER_CODE = /^\/server(?:\/|$)/i;

/**
 * Whether a path inside a build names its server folder as the file handler would resolve it: percent-decoded
 * ('%73erver', '%2F'), with '.' segments and doubled slashes folded; any case (a case-insensitive disk serves 'Server/').
 */
function isServerCode(requestPath: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // Undecodable: the file handler refuses it too.
  }
  return SERVER_CODE.test(path.posix.normalize(decoded.replace(/\\/g, '/')));
}

/**
 * A build's files, served from the brotli or gzip copy made at build time (config/webpack/precompress.js) to a browser
 * that accepts it, else as they are (and compressed per request by the compression middleware). Its server/ folder is
 * left out.
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
        // TypeScript declarations (the cart embed's cart-embed.d.ts) are text, not the MPEG stream '.ts' names.
        if (/\.d\.ts(\.br|\.gz)?$/.test(filePath)) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      },
    },
  });
  // express-static-gzip labels the answer (Content-Encoding: br) before serve-static sees that the method is not
  // GET/HEAD and passes on: the JSON 404 that follows must not carry the file's encoding.
  return (req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD') && !isServerCode(req.path) ? serve(req, res, next) : next();
}
