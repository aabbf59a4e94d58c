import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { WebConfigFactory } from '../../config/webpack';
import { exposesProblems, loadShellContract } from '../../config/webpack';
import { REMOTE_MODULES } from '../../shell/src/remotes/areas';

// The composition contract: the shell loads each remote's modules by name (shell/src/remotes/areas.ts). Each remote's
// webpack config must expose exactly those names, and its build fails otherwise (config/webpack/contract.js).

const repoRoot = path.resolve(__dirname, '..', '..');
const REMOTE_PACKAGES = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cart: 'mfe-cart',
  account: 'mfe-account',
  marketing: 'mfe-marketing',
} as const satisfies Record<keyof typeof REMOTE_MODULES, string>;

function webConfigOf(pkg: string): WebConfigFactory {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(repoRoot, pkg, 'webpack.config.ts')).default;
}

describe('composition contract: shell expects, remotes expose', () => {
  it('the build-time check reads the same contract the shell runs with', () => {
    expect(loadShellContract()).toEqual(REMOTE_MODULES);
  });

  it.each(Object.entries(REMOTE_PACKAGES))("remote '%s' (%s) exposes exactly what the shell loads", (area, pkg) => {
    const { webConfigOptions } = webConfigOf(pkg);
    expect(webConfigOptions.name).toBe(area);
    expect(exposesProblems(area, Object.keys(webConfigOptions.exposes ?? {}), REMOTE_MODULES)).toEqual([]);
  });

  it.each(Object.entries(REMOTE_PACKAGES))("a built '%s' (%s/dist/mf-manifest.json) matches too", (area, pkg) => {
    const manifestFile = path.join(repoRoot, pkg, 'dist', 'mf-manifest.json');
    // Only a built tree has manifests; the build itself runs the same check before compiling.
    if (!fs.existsSync(manifestFile)) return;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exposes: { path: string }[] };
    expect(
      exposesProblems(
        area,
        manifest.exposes.map((expose) => expose.path),
        REMOTE_MODULES,
      ),
    ).toEqual([]);
  });

  it('reports a renamed, a missing and an unlisted expose, and an unknown area', () => {
    const contract = { cart: ['./CartPage', './CartPanel'] };
    expect(exposesProblems('cart', ['./CartPage', './CartDrawer'], contract)).toEqual([
      "remote 'cart' does not expose './CartPanel', which the shell loads",
      "remote 'cart' exposes './CartDrawer', which the shell's contract does not list (add it to areas.ts)",
    ]);
    expect(exposesProblems('cart', ['CartPage', 'CartPanel'], contract)).toEqual([]);
    expect(exposesProblems('search', [], contract)).toEqual([expect.stringContaining("'search' is not a remote area")]);
  });

  it('fails the build of a remote that renamed an exposed module, before compiling', () => {
    const fixture = path.join(__dirname, 'fixtures', 'renamed-expose-remote');
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(repoRoot, 'mfe-cart')] });
    const result = spawnSync(process.execPath, [webpackCli, '--config', 'webpack.config.ts', '--mode', 'production'], {
      cwd: fixture,
      encoding: 'utf8',
      env: { ...process.env, STOREFRONT_BUILD_COMMIT: 'fixture' },
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain("Composition contract broken by remote 'cart'");
    expect(output).toContain("does not expose './CartPanel'");
    expect(output).toContain("exposes './CartDrawer'");
    expect(fs.existsSync(path.join(fixture, 'dist', 'mf-manifest.json'))).toBe(false);
  }, 150_000);
});
