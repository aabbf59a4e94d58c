#!/usr/bin/env node
// npm run remotes -- <command>: publish, switch, roll back, canary and prune the remotes' versions. The
// commands live with the gateway that reads what they write (services/gateway/src/remotes/cli.ts); this builds the
// gateway first when its sources are newer than its build.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { newestMtime, repoRoot, run } from './lib.mjs';

const cliBuild = path.join(repoRoot, 'services/gateway/dist/remotes/cli.js');
const sources = ['services/gateway/src', 'services/platform/src', 'shared-domain/src'];

function builtAt(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export async function remotes(argv) {
  if (builtAt(cliBuild) < newestMtime(sources)) {
    await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'services/gateway'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  const { main } = createRequire(import.meta.url)(cliBuild);
  return main(argv);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  remotes(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exitCode = 1;
    },
  );
}
