// Which build is live: every web build carries its package version and the commit it was built from, in
// mf-manifest.json (metaData.buildInfo) and in version.json beside it (the gateway turns the latter into a response
// header). Two builds of the same package version from different commits are told apart by the commit.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { emitText, tapProcessAssets } = require('./processAssets');

const VERSION_FILE = 'version.json';
const UNKNOWN_COMMIT = 'dev';

/** STOREFRONT_BUILD_COMMIT (CI sets it), else `git rev-parse --short HEAD`, else 'dev' (no git, e.g. a tarball). */
function buildCommit(cwd, env = process.env) {
  const fromEnv = (env.STOREFRONT_BUILD_COMMIT || '').trim();
  if (fromEnv) return fromEnv;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
    return commit || UNKNOWN_COMMIT;
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/**
 * @param {{ area: string, dir: string, env?: NodeJS.ProcessEnv }} options
 * @returns {import('./index').BuildVersion}
 */
function buildVersionOf({ area, dir, env = process.env }) {
  const pkg = require(path.join(dir, 'package.json'));
  const commit = buildCommit(dir, env);
  // Semver build metadata: '0.1.0+3f2c1ab' sorts and satisfies ranges like 0.1.0.
  return { area, name: pkg.name, version: pkg.version, commit, build: `${pkg.version}+${commit}` };
}

/** The manifest plugin's additionalData hook: adds commit and build to metaData.buildInfo. */
function withBuildVersion(buildVersion) {
  return ({ stats }) => {
    stats.metaData.buildInfo = {
      ...stats.metaData.buildInfo,
      buildVersion: buildVersion.version,
      commit: buildVersion.commit,
      build: buildVersion.build,
    };
    return stats;
  };
}

/** Emits version.json next to mf-manifest.json. */
class BuildVersionPlugin {
  /** @param {import('./index').BuildVersion} buildVersion */
  constructor(buildVersion) {
    this.buildVersion = buildVersion;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    tapProcessAssets(compiler, 'BuildVersionPlugin', 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation) => {
      emitText(compilation, VERSION_FILE, `${JSON.stringify(this.buildVersion, null, 2)}\n`);
    });
  }
}

module.exports = { BuildVersionPlugin, buildVersionOf, buildCommit, withBuildVersion, VERSION_FILE, UNKNOWN_COMMIT };
