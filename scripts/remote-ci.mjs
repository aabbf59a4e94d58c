#!/usr/bin/env node
// One remote's CI alone, `npm run ci -w @storefront/mfe-<area>`: its jest tests, its lint (eslint, prettier), its own
// typecheck, its build, then the publish gate on that build (scripts/publish-gate.mjs: exposes against the shell's
// areas, its emitted types against the shell's props contract, its bus payloads, its byte budget). The first failing
// step stops it. A feature team runs this instead of the whole repository's `npm test`.
//
//   node scripts/remote-ci.mjs <area>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run } from './lib.mjs';

const node = (pkg, file, ...args) => [process.execPath, [path.join(repoRoot, 'node_modules', pkg, file), ...args]];

/** npm as it runs this script (`npm run ci`), else the one on the PATH. */
const npm = (...args) =>
  process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : ['npm', args];

/** The steps for one remote: a name, then a command and its arguments, run from the repository root. */
export function remoteCiSteps(area) {
  const dir = `mfe-${area}`;
  return [
    ['tests', node('jest', 'bin/jest.js', '--ci', '-c', `${dir}/jest.config.js`)],
    ['lint', node('eslint', 'bin/eslint.js', dir)],
    ['format', node('prettier', 'bin/prettier.cjs', '--check', dir)],
    ['typecheck', node('typescript', 'bin/tsc', '--noEmit', '-p', dir)],
    ['build', npm('run', 'build', '-w', `@storefront/${dir}`)],
    ['publish gate', [process.execPath, [path.join(repoRoot, 'scripts', 'publish-gate.mjs'), area]]],
  ];
}

async function main(area) {
  if (!/^[a-z]+$/.test(area ?? '')) throw new Error('Usage: node scripts/remote-ci.mjs <area>');
  for (const [name, [command, args]] of remoteCiSteps(area)) {
    const started = Date.now();
    process.stdout.write(`[ci ${area}] ${name}\n`);
    await run(command, args);
    process.stdout.write(`[ci ${area}] ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2]).catch((err) => {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
  });
}
