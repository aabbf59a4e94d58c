// The publish gate of `npm run remotes -- publish`: the build about to become a version runs the area's contract
// checks first (scripts/publish-gate.mjs: its exposes against the shell's areas, its emitted types against the shell's
// props contract, its declared bus payloads, its byte budget), and a failing build is refused with every failure
// listed. `--force` publishes it anyway; the registry's history keeps who forced it, when, and which checks failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteArea } from '../routes';

export const GATE_SCRIPT = path.join('scripts', 'publish-gate.mjs');

/** What scripts/publish-gate.mjs prints before its results (GATE_RESULT_PREFIX there). */
const RESULT_PREFIX = 'publish-gate-result ';

const checkResultSchema = z.object({
  check: z.string(),
  problems: z.array(z.string()).optional(),
  skipped: z.string().optional(),
  note: z.string().optional(),
});

const gateOutputSchema = z.object({ results: z.array(checkResultSchema), report: z.array(z.string()) });

/** Each check's result, and the lines that tell a person (passed, FAILED with each problem, skipped and why). */
export type GateOutcome = z.infer<typeof gateOutputSchema>;

export interface GateRequest {
  area: RemoteArea;
  distDir: string;
  repoRoot: string;
}

export type PublishGate = (request: GateRequest) => GateOutcome;

/** A gate that could not run is a failed gate: nothing unchecked is published without --force. */
function gateDidNotRun(why: string): GateOutcome {
  const problem = `the publish gate could not run: ${why}`;
  return { results: [{ check: 'gate', problems: [problem] }], report: [`  FAILED   gate`, `           - ${problem}`] };
}

/** Runs scripts/publish-gate.mjs of `repoRoot` on the build (it takes a few seconds per check: types are emitted). */
export const runPublishGate: PublishGate = ({ area, distDir, repoRoot }) => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, GATE_SCRIPT), area, '--dist', distDir, '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.error) return gateDidNotRun(run.error.message);
  const line = run.stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
  if (!line) {
    const said = run.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return gateDidNotRun(said.find((l) => /^\w*Error\b/.test(l)) ?? said.at(-1) ?? `exit code ${run.status}`);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(line.slice(RESULT_PREFIX.length));
  } catch {
    return gateDidNotRun('its answer is not JSON');
  }
  const parsed = gateOutputSchema.safeParse(answer);
  return parsed.success ? parsed.data : gateDidNotRun('its answer is not a list of results');
};

/** The names of the checks the build failed. */
export function failedChecks(outcome: GateOutcome): string[] {
  return outcome.results.filter((r) => r.problems?.length).map((r) => r.check);
}

/** The refusal: which checks failed and what each found, then the way round it. */
export function gateRefusal(area: RemoteArea, version: string, outcome: GateOutcome): string {
  return [
    `${area} ${version} was not published: its build fails the publish gate (${failedChecks(outcome).join(', ')})`,
    ...outcome.report,
    `Fix the build and publish again, or publish it anyway (recorded in the registry): npm run remotes -- publish ${area} --force`,
  ].join('\n');
}
