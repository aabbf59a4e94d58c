// The version of a remote's unpublished build (`mfe-<area>/dist`, served at /mf/<area>/ in development), as its
// Module Federation manifest states it, for the X-Remote-Version header.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MANIFEST } from './store';

/** Said when the build has no manifest or the manifest names no version. */
export const UNKNOWN_DIST_VERSION = 'unversioned';

interface ManifestShape {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

/** Reads the version again when the manifest changed (a rebuild), checked at most once per `ttlMs`. */
export function createDistVersionReader(distDir: string, ttlMs = 1000): () => string {
  const file = path.join(distDir, REMOTE_MANIFEST);
  let version = UNKNOWN_DIST_VERSION;
  let mtime = -1;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - checkedAt < ttlMs) return version;
    checkedAt = now;
    try {
      const stat = fs.statSync(file);
      if (stat.mtimeMs === mtime) return version;
      mtime = stat.mtimeMs;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestShape;
      const stated = manifest.metaData?.buildInfo?.buildVersion;
      // A header value: printable ASCII only.
      version = typeof stated === 'string' && /^[\x21-\x7e]{1,100}$/.test(stated) ? stated : UNKNOWN_DIST_VERSION;
    } catch {
      mtime = -1;
      version = UNKNOWN_DIST_VERSION;
    }
    return version;
  };
}
