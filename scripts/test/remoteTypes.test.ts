// `npm run typecheck` type-checks the shell against the declaration files each remote emits through the federation
// plugin's dts support (scripts/remote-types.mjs). A prop the shell passes that the remote's component does not
// accept must fail it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const driver = path.join(__dirname, 'fixtures', 'remote-types', 'driver.mjs');
const run = (contract: 'fits' | 'broken' | 'renamed-optional') =>
  spawnSync(process.execPath, [driver, contract], { encoding: 'utf8', timeout: 120_000 });

describe('shell against remote types', () => {
  it('passes when the shell passes the props the remote declares', () => {
    const result = run('fits');
    expect(result.stdout).not.toContain('error TS');
    expect(result.status).toBe(0);
  }, 130_000);

  it('fails when the shell passes a prop of another type', () => {
    const result = run('broken');
    expect(result.stdout).toContain('propsDoNotFit: "demo/./Widget"');
    expect(result.status).not.toBe(0);
  }, 130_000);

  it('fails when the shell passes an optional prop the remote names otherwise (a renamed optional prop)', () => {
    const result = run('renamed-optional');
    expect(result.stdout).toContain('propsUnknownToRemote: "demo/./Widget"; props: "dense"');
    expect(result.status).not.toBe(0);
  }, 130_000);
});
