import fs from 'node:fs';
import path from 'node:path';
import * as sharedDomainRuntime from '@storefront/shared-domain/runtime';

// Shared-domain across versions: remotes deploy alone, so the page may run a remote against a shared-domain runtime
// built from another commit ('@storefront/shared-domain/runtime' is the part Module Federation shares; the package
// root is bundled into each build with the build itself). Every build requires `^<its shared-domain version>` of the
// runtime (config/webpack/shared.js), which is only sound if, within a major, the runtime's changes are additive and
// every change of its exports bumps shared-domain's version. This check holds shared-domain to that, against the
// committed shared-domain/exports.lock.json.

const repoRoot = path.resolve(__dirname, '..', '..');
const LOCK_FILE = path.join(repoRoot, 'shared-domain', 'exports.lock.json');
const UPDATE_COMMAND = 'UPDATE_EXPORTS_LOCK=1 npx jest scripts/test/sharedDomainExports.test.ts';

interface ExportsLock {
  version: string;
  exports: string[];
}

function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`'${version}' is not a semantic version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The part a caret range keeps fixed: ^1.2.3 -> '1', ^0.2.3 -> '0.2', ^0.0.3 -> '0.0.3'. */
function caretMajor(version: string): string {
  const [major, minor, patch] = parseVersion(version);
  if (major > 0) return `${major}`;
  if (minor > 0) return `0.${minor}`;
  return `0.0.${patch}`;
}

/** Why moving from `locked` to `current` would break remotes built against the locked version; empty when sound. */
function exportsChangeProblems(locked: ExportsLock, current: ExportsLock): string[] {
  const problems: string[] = [];
  const removed = locked.exports.filter((name) => !current.exports.includes(name));
  const added = current.exports.filter((name) => !locked.exports.includes(name));
  const order = compareVersions(current.version, locked.version);
  if (order < 0) problems.push(`the version went down from ${locked.version} to ${current.version}`);
  if (removed.length > 0 && !(order > 0 && caretMajor(current.version) !== caretMajor(locked.version))) {
    problems.push(
      `removed ${removed.join(', ')} without a major bump (${locked.version} -> ${current.version}): remotes built ` +
        `against ${locked.version} still import them. Keep them (deprecate) or bump the major version.`,
    );
  }
  if (added.length > 0 && order <= 0) {
    problems.push(
      `added ${added.join(', ')} without a version bump: a remote using them would accept the shell's older ` +
        `copy of ${locked.version} and fail with 'is not a function'. Bump the version (minor for additions).`,
    );
  }
  return problems;
}

function sortedExports(moduleNamespace: object): string[] {
  return Object.keys(moduleNamespace)
    .filter((name) => name !== '__esModule' && name !== 'default')
    .sort();
}

describe('shared-domain runtime exports (additive-only within a major)', () => {
  const current: ExportsLock = {
    version: JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-domain', 'package.json'), 'utf8')).version,
    exports: sortedExports(sharedDomainRuntime),
  };

  it('matches the committed exports.lock.json, or changed it the way semantic versioning allows', () => {
    const locked: ExportsLock | null = fs.existsSync(LOCK_FILE) ? JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) : null;
    const problems = locked ? exportsChangeProblems(locked, current) : [];
    const upToDate =
      locked !== null &&
      locked.version === current.version &&
      JSON.stringify(locked.exports) === JSON.stringify(current.exports);
    if (problems.length === 0 && !upToDate && process.env.UPDATE_EXPORTS_LOCK === '1') {
      fs.writeFileSync(LOCK_FILE, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }
    expect(problems).toEqual([]);
    if (!upToDate) {
      throw new Error(
        `shared-domain/exports.lock.json is out of date; after checking the change, run: ${UPDATE_COMMAND}`,
      );
    }
  });

  describe('the rule', () => {
    const v010 = { version: '0.1.0', exports: ['cartSummary', 'formatMoney'] };

    it('accepts the same exports at the same version', () => {
      expect(exportsChangeProblems(v010, v010)).toEqual([]);
    });

    it('rejects a new function without a version bump', () => {
      const problems = exportsChangeProblems(v010, { version: '0.1.0', exports: [...v010.exports, 'cartHeading'] });
      expect(problems).toEqual([expect.stringContaining('added cartHeading without a version bump')]);
    });

    it('accepts a new function with a minor (or, below 1.0, patch) bump', () => {
      expect(exportsChangeProblems(v010, { version: '0.1.1', exports: [...v010.exports, 'cartHeading'] })).toEqual([]);
      const v120 = { version: '1.2.0', exports: v010.exports };
      expect(exportsChangeProblems(v120, { version: '1.3.0', exports: [...v010.exports, 'cartHeading'] })).toEqual([]);
    });

    it('rejects a removal or rename without a major bump', () => {
      const renamed = { version: '0.1.1', exports: ['cartSummary', 'formatPrice'] };
      expect(exportsChangeProblems(v010, renamed)).toEqual([
        expect.stringContaining('removed formatMoney without a major bump'),
      ]);
      const v120 = { version: '1.2.0', exports: v010.exports };
      expect(exportsChangeProblems(v120, { version: '1.3.0', exports: ['cartSummary'] })).toHaveLength(1);
    });

    it('accepts a removal with a major bump (0.1 -> 0.2 below 1.0, as caret ranges read it)', () => {
      expect(exportsChangeProblems(v010, { version: '0.2.0', exports: ['cartSummary'] })).toEqual([]);
      const v120 = { version: '1.2.0', exports: v010.exports };
      expect(exportsChangeProblems(v120, { version: '2.0.0', exports: ['cartSummary'] })).toEqual([]);
    });

    it('rejects a version that goes down', () => {
      expect(exportsChangeProblems({ ...v010, version: '0.2.0' }, v010)).toEqual([
        expect.stringContaining('went down'),
      ]);
    });
  });
});
