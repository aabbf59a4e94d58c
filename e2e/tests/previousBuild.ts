// The previous published build of a remote, rebuilt from git history: the remote as it was before its latest change,
// with the shared-domain and build configuration of that commit. Composing it with the current shell is the version
// skew a team deploying alone creates. Builds are cached per commit under node_modules/.cache.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'previous-remote-builds');
/** What a remote's build reads from the repository besides its own folder. */
const BUILD_INPUTS = ['shared-domain', 'config', 'shell/src/remotes', 'tsconfig.base.json', 'package.json'];

export interface PreviousBuild {
  commit: string;
  distDir: string;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The commit before the remote's latest change, or null when the history does not reach it (a shallow clone). */
export function previousCommitOf(remoteFolder: string): string | null {
  try {
    const commits = git('log', '--format=%H', '-n', '2', '--', remoteFolder).split('\n').filter(Boolean);
    return commits[1] ?? null;
  } catch {
    return null;
  }
}

/** Packages npm installed inside a workspace folder (versions that differ from the root's). */
function linkWorkspaceNodeModules(treeDir: string, folder: string) {
  const installed = path.join(repoRoot, folder, 'node_modules');
  if (!fs.existsSync(installed)) return;
  const target = path.join(treeDir, folder, 'node_modules');
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(installed)) {
    if (name !== '.cache' && name !== '.federation')
      fs.symlinkSync(path.join(installed, name), path.join(target, name));
  }
}

/**
 * A node_modules for the extracted tree: every installed package of the repository, except the workspace packages
 * the old tree has itself (its shared-domain must be the one it was built with, not today's).
 */
function linkNodeModules(treeDir: string, folders: string[]) {
  for (const folder of folders) linkWorkspaceNodeModules(treeDir, folder);
  const target = path.join(treeDir, 'node_modules');
  fs.mkdirSync(path.join(target, '@storefront'), { recursive: true });
  const installed = path.join(repoRoot, 'node_modules');
  for (const name of fs.readdirSync(installed)) {
    if (name === '@storefront' || name === '.cache' || name === '.bin') continue;
    fs.symlinkSync(path.join(installed, name), path.join(target, name));
  }
  fs.symlinkSync(path.join(installed, '.bin'), path.join(target, '.bin'));
  for (const name of fs.readdirSync(path.join(installed, '@storefront'))) {
    const workspace = fs.realpathSync(path.join(installed, '@storefront', name));
    const own = path.join(treeDir, path.relative(repoRoot, workspace));
    fs.symlinkSync(fs.existsSync(own) ? own : workspace, path.join(target, '@storefront', name));
  }
}

export function buildPreviousRemote(area: string): PreviousBuild | null {
  const remoteFolder = `mfe-${area}`;
  const commit = previousCommitOf(remoteFolder);
  if (!commit) return null;
  const treeDir = path.join(CACHE_DIR, `${area}-${commit.slice(0, 12)}`);
  const distDir = path.join(treeDir, remoteFolder, 'dist');
  if (fs.existsSync(path.join(distDir, 'mf-manifest.json'))) return { commit, distDir };

  fs.rmSync(treeDir, { recursive: true, force: true });
  fs.mkdirSync(treeDir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, remoteFolder, ...BUILD_INPUTS], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', treeDir], { input: archive });
  linkNodeModules(treeDir, [remoteFolder, 'shared-domain']);
  const node = process.execPath;
  const bin = (pkg: string, file: string) => path.join(repoRoot, 'node_modules', pkg, file);
  const env = { ...process.env, STOREFRONT_BUILD_COMMIT: commit.slice(0, 7), NODE_ENV: 'production' };
  execFileSync(node, [bin('typescript', 'bin/tsc'), '-b', 'shared-domain'], { cwd: treeDir, env, stdio: 'pipe' });
  execFileSync(node, [bin('webpack-cli', 'bin/cli.js'), '--config', 'webpack.config.ts', '--mode', 'production'], {
    cwd: path.join(treeDir, remoteFolder),
    env,
    stdio: 'pipe',
  });
  return { commit, distDir };
}
