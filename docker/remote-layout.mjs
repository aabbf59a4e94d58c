// Build stage of docker/remote.Dockerfile: lays a remote's build out as the versioned store does
// (`<out>/<area>/<version>/`, services/gateway/src/remotes/store.ts) and names the version in `<out>/<area>/.latest`.
// The version: REMOTE_VERSION, else `<package version>-<STOREFRONT_BUILD_COMMIT>`, else `<package version>-<UTC build
// time>` (what `npm run remotes -- publish` names a build without git).
// Usage: node docker/remote-layout.mjs mfe-<area> <out> [--dist <build folder>]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** services/gateway/src/remotes/registry.ts REMOTE_VERSION_PATTERN (scripts/test/images.test.ts holds them equal). */
export const REMOTE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,64})?$/;

export function remoteVersionOf(packageVersion, env = process.env, now = new Date()) {
  const suffix = (env.STOREFRONT_BUILD_COMMIT || '').trim() || now.toISOString().replace(/\D/g, '').slice(0, 14);
  const version = (env.REMOTE_VERSION || '').trim() || `${packageVersion}-${suffix}`;
  if (!REMOTE_VERSION_PATTERN.test(version)) {
    throw new Error(`"${version}" is not a remote version (1.4.0 or 1.4.0-eb6e3ed: package version plus commit)`);
  }
  return version;
}

export function layOut({ pkgDir, distDir = path.join(pkgDir, 'dist'), outDir, env = process.env, now = new Date() }) {
  const area = path.basename(pkgDir).replace(/^mfe-/, '');
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) throw new Error(`${distDir} has no mf-manifest.json`);
  const version = remoteVersionOf(pkg.version, env, now);
  const target = path.join(outDir, area, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(distDir, target, { recursive: true, filter: (src) => path.basename(src) !== '.build-stamp' });
  fs.writeFileSync(path.join(outDir, area, '.latest'), `${version}\n`);
  return { area, version, dir: target };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [pkg, out, ...rest] = process.argv.slice(2);
  const at = rest.indexOf('--dist');
  if (!pkg || !out) {
    console.error('Usage: node docker/remote-layout.mjs mfe-<area> <out> [--dist <build folder>]');
    process.exit(2);
  }
  const { area, version, dir } = layOut({
    pkgDir: path.resolve(pkg),
    distDir: at >= 0 ? path.resolve(rest[at + 1]) : undefined,
    outDir: path.resolve(out),
  });
  console.log(`${area} ${version} laid out in ${dir}`);
}
