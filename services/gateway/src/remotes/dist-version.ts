// The version of a remote's unpublished build (`mfe-<area>/dist`, served at /mf/<area>/ in development), for the
// X-Remote-Version header: `<package version>+<commit>`, what the build recorded in its manifest (metaData.buildInfo,
// config/webpack/buildVersion.js), never the bare package version, which would pass for a release that was never
// published. A build that does not know its commit says `unpublished`.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MANIFEST } from './store';

/** Said when the build has no manifest, or its manifest names no build or no commit. */
export const UNKNOWN_DIST_VERSION = 'unpublished';

/** What a build without git and without STOREFRONT_BUILD_COMMIT records as its commit (buildVersion.js). */
const UNKNOWN_COMMIT = 'dev';

interface ManifestShape {
  metaData?: { buildInfo?: { build?: unknown; commit?: unknown } };
}

/** `<package version>+<commit>` as the build recorded it; unpublished when it names no commit. */
export function distVersionOf(manifest: ManifestShape): string {
  const { build, commit } = manifest.metaData?.buildInfo ?? {};
  if (typeof build !== 'string' || typeof commit !== 'string' || commit === UNKNOWN_COMMIT) return UNKNOWN_DIST_VERSION;
  // A header value: printable ASCII only.
  return build.endsWith(`+${commit}`) && /^[\x21-\x7e]{1,100}$/.test(build) ? build : UNKNOWN_DIST_VERSION;
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
      version = distVersionOf(JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestShape);
    } catch {
      mtime = -1;
      version = UNKNOWN_DIST_VERSION;
    }
    return version;
  };
}
