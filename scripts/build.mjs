// Builds what is stale: node packages through tsc's incremental build, web bundles when their inputs changed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_PACKAGES, log, newestMtime, repoRoot, run } from './lib.mjs';
import { writeOpenApi } from './openapi.mjs';

const SHARED_WEB_INPUTS = [
  'shared-domain/src',
  'shared-domain/package.json',
  'ui/src',
  'ui/package.json',
  'config/webpack',
  'config/web',
  'package-lock.json',
];

function staleWebPackages() {
  const shared = newestMtime(SHARED_WEB_INPUTS);
  return WEB_PACKAGES.filter((pkg) => {
    const stamp = path.join(repoRoot, pkg, 'dist', '.build-stamp');
    if (!fs.existsSync(stamp)) return true;
    const builtAt = fs.statSync(stamp).mtimeMs;
    return Math.max(shared, newestMtime([pkg])) > builtAt;
  });
}

export async function build({ force = false } = {}) {
  log('building node packages (tsc -b, incremental)');
  await run('npx', ['tsc', '-b', 'tsconfig.build.json']);
  // The API description, from the services just compiled: served by the gateway at /api/openapi.json.
  await writeOpenApi();
  const stale = force ? WEB_PACKAGES : staleWebPackages();
  if (stale.length === 0) {
    log('web bundles are up to date');
    return;
  }
  log(`building web bundles: ${stale.join(', ')}`);
  const scopes = stale.flatMap((pkg) => ['--scope', `@storefront/${pkg}`]);
  await run('npx', ['lerna', 'run', 'build', '--concurrency', '2', '--no-progress', ...scopes]);
  for (const pkg of stale) {
    fs.writeFileSync(path.join(repoRoot, pkg, 'dist', '.build-stamp'), new Date().toISOString());
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
