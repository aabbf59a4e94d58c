// The publish gate (scripts/publish-gate.mjs, run by `npm run remotes -- publish`): the contract checks the rest of the
// repository applies, run on the build about to be published. A fixture build of a one-module remote, broken one way
// at a time (fixtures/publish-gate/driver.mjs); and the gateway's side, which runs the script and reads its answer.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATE_SCRIPT, failedChecks, runPublishGate } from '../../services/gateway/src/remotes/publish-gate';

interface CheckResult {
  check: string;
  problems?: string[];
  skipped?: string;
}

const driver = path.join(__dirname, 'fixtures', 'publish-gate', 'driver.mjs');

type Kind = 'good' | 'exposes' | 'types' | 'bus' | 'budget' | 'unmeasured' | 'unbuilt';

function gate(kind: Kind): Record<string, CheckResult> {
  const run = spawnSync(process.execPath, [driver, kind], { encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  const results = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as CheckResult[];
  return Object.fromEntries(results.map((r) => [r.check, r]));
}

const problemsOf = (results: Record<string, CheckResult>) =>
  Object.fromEntries(Object.values(results).map((r) => [r.check, r.problems ?? r.skipped]));

describe('publish gate checks', () => {
  it('passes a build that keeps every contract', () => {
    expect(problemsOf(gate('good'))).toEqual({ exposes: [], types: [], bus: [], budget: [] });
  }, 130_000);

  it("refuses a build whose exposes differ from the shell's areas", () => {
    const { exposes } = gate('exposes');
    expect(exposes.problems).toEqual([
      "remote 'demo' does not expose './Widget', which the shell loads",
      "remote 'demo' exposes './Gadget', which the shell's contract does not list (add it to areas.ts)",
    ]);
  }, 130_000);

  it('refuses a build whose component renamed an optional prop the shell passes', () => {
    const { types } = gate('types');
    expect(types.problems!.join('\n')).toContain('propsUnknownToRemote: "demo/./Widget"; props: "dense"');
  }, 130_000);

  it('refuses a build that declares a bus payload breaking its schema', () => {
    expect(gate('bus').bus.problems).toEqual([
      'cart:changed (example 1): payload.itemCount must be a whole number of at least 0',
      'cart:changed (example 1): payload.cart_token must be a string, got undefined',
    ]);
  }, 130_000);

  it('refuses a build that would take a measured page over its byte budget', () => {
    const { budget } = gate('budget');
    expect(budget.problems).toEqual([
      expect.stringMatching(/^cart \(\/cart\): 9\.8 KB of JavaScript .* over its 9 KB budget/),
    ]);
  }, 130_000);

  it('refuses a remote that is not built, saying how to build it', () => {
    const results = gate('unbuilt');
    expect(results.exposes.problems).toEqual([
      'no mf-manifest.json: build the remote first (npm run build -w @storefront/mfe-demo)',
    ]);
    expect(results.budget.skipped).toBe('no build to weigh');
  }, 130_000);

  it('skips the bus and budget checks where nothing applies, and says why', () => {
    const results = gate('unmeasured');
    expect(results.bus.skipped).toMatch(/declares no bus payloads/);
    expect(results.budget.skipped).toMatch(/no page measurement .*node bench\/web\/run\.mjs/);
  }, 130_000);
});

describe("the gateway's side of the gate", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-runner-'));
    fs.mkdirSync(path.join(root, 'scripts'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const request = () => ({ area: 'cart' as const, distDir: path.join(root, 'dist'), repoRoot: root });

  it("reads the script's results among the lines it prints", () => {
    const answer = { results: [{ check: 'types', problems: ['error TS2322'] }], report: ['  FAILED   types'] };
    fs.writeFileSync(
      path.join(root, GATE_SCRIPT),
      `console.log('[remote-types] emitted');\nconsole.log('publish-gate-result ' + ${JSON.stringify(JSON.stringify(answer))});\nprocess.exit(1);\n`,
    );
    const outcome = runPublishGate(request());
    expect(outcome).toEqual(answer);
    expect(failedChecks(outcome)).toEqual(['types']);
  });

  it('fails the gate, never passes it, when the script cannot run', () => {
    fs.writeFileSync(path.join(root, GATE_SCRIPT), "throw new Error('no typescript here');\n");
    const outcome = runPublishGate(request());
    expect(failedChecks(outcome)).toEqual(['gate']);
    expect(outcome.results[0].problems![0]).toMatch(/^the publish gate could not run: .*no typescript here/);
  });
});

describe("a remote's own CI (npm run ci -w @storefront/mfe-<area>)", () => {
  const repoRoot = path.resolve(__dirname, '..', '..');

  it.each(['catalog', 'product', 'cart', 'account', 'marketing'])(
    'mfe-%s runs its own steps, the gate last',
    (area) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, `mfe-${area}`, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(pkg.scripts.ci).toBe(`node ../scripts/remote-ci.mjs ${area}`);
      const steps = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import('./scripts/remote-ci.mjs'); console.log(JSON.stringify(m.remoteCiSteps('${area}')));`,
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      const named = JSON.parse(steps.stdout) as [string, [string, string[]]][];
      expect(named.map(([name]) => name)).toEqual(['tests', 'lint', 'format', 'typecheck', 'build', 'publish gate']);
      for (const [, [, args]] of named) expect(args.join(' ')).toContain(area);
    },
  );
});
