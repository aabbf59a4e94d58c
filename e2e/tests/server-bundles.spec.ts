// The store's own server bundles, as built for this run (config/webpack/server.js): the shell's carries the host
// scope and every remote's loads against it through the gateway's loader, exposing what the shell's composition
// contract lists, with no top-level use of window or document (it runs in Node).
import path from 'node:path';
import { version as reactVersion } from 'react';
import { expect, test } from '@playwright/test';
import { REMOTE_MODULES } from '../../shell/src/remotes/areas';
import { createServerBundles } from '../../services/gateway/src/render/server-bundles';
import type { ServerBundleLogEvent } from '../../services/gateway/src/render/server-bundles';

const repoRoot = path.resolve(__dirname, '..', '..');

test('every remote server bundle loads against the shell host scope and exposes the contract', async () => {
  const problems: ServerBundleLogEvent[] = [];
  const bundles = createServerBundles({ log: (event) => problems.push(event) });
  const shell = await bundles.shell(path.join(repoRoot, 'shell', 'dist', 'server', 'server.js'));
  expect(problems).toEqual([]);
  expect(shell?.hostScope.versions.react).toBe(reactVersion);
  for (const [area, modules] of Object.entries(REMOTE_MODULES)) {
    const file = path.join(repoRoot, `mfe-${area}`, 'dist', 'server', 'server.js');
    const remote = await bundles.remote(area, 'dist', file, shell!.hostScope);
    expect([area, problems]).toEqual([area, []]);
    expect([area, Object.keys(remote!.exposes).sort()]).toEqual([area, [...modules].sort()]);
    expect(remote!.build).toMatch(/^\d+\.\d+\.\d+\+\w+$/);
  }
});
