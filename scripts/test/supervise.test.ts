import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

// scripts/supervise.mjs keeps start.mjs's children alive. It is ESM, so it runs in a driver process.
jest.setTimeout(30_000);

interface SupervisorEvent {
  event: 'spawn' | 'log' | 'stopped';
  at: number;
  pid?: number;
  message?: string;
  restarts?: number;
}

const driverPath = path.join(__dirname, 'fixtures', 'supervise-driver.mjs');

function startDriver(config: Record<string, unknown>) {
  const driver: ChildProcessWithoutNullStreams = spawn(process.execPath, [driverPath, JSON.stringify(config)]);
  const events: SupervisorEvent[] = [];
  let buffered = '';
  const waiters: Array<() => void> = [];
  driver.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line) as SupervisorEvent);
    waiters.splice(0).forEach((wake) => wake());
  });
  const waitFor = async (test: (all: SupervisorEvent[]) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const exited = new Promise<number | null>((resolve) => driver.on('exit', (code) => resolve(code)));
  return { driver, events, waitFor, exited };
}

/** Restarts after 0.1 s, doubling up to 1 s; a child counts as stable after 10 s (a test overrides what it is about). */
const RESTARTS = { initialDelayMs: 100, maxDelayMs: 1000, stableAfterMs: 10_000 };
const restartingDriver = (childCode: string, overrides: Partial<typeof RESTARTS> = {}) =>
  startDriver({ ...RESTARTS, ...overrides, childCode });

const spawns = (events: SupervisorEvent[]) => events.filter((e) => e.event === 'spawn');
const logs = (events: SupervisorEvent[]) => events.filter((e) => e.event === 'log').map((e) => e.message);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A child whose /readyz answers 200 for `readyForMs` (forever when null), then 503; never 200 when readyForMs is 0. */
function readinessChild(port: number, readyForMs: number | null): string {
  return `
    const started = Date.now();
    require('node:http').createServer((req, res) => {
      const ready = ${readyForMs === null} || Date.now() - started < ${readyForMs ?? 0};
      res.writeHead(ready ? 200 : 503).end(ready ? 'ok' : 'unready');
    }).listen(${port}, '127.0.0.1');
  `;
}

describe('supervise', () => {
  it('restarts a child that exits, with a doubling back-off that is capped, one log line per restart', async () => {
    const { driver, events, waitFor, exited } = restartingDriver('process.exit(3)', { maxDelayMs: 400 });
    await waitFor((all) => spawns(all).length >= 5);
    driver.stdin.write('stop\n');
    await waitFor((all) => all.some((e) => e.event === 'stopped'));
    expect(await exited).toBe(0);

    expect(logs(events).slice(0, 4)).toEqual([
      'fixture exited (code 3); restarting in 0.1 s (restart 1)',
      'fixture exited (code 3); restarting in 0.2 s (restart 2)',
      'fixture exited (code 3); restarting in 0.4 s (restart 3)',
      'fixture exited (code 3); restarting in 0.4 s (restart 4)',
    ]);
    const starts = spawns(events).map((e) => e.at);
    const gaps = starts.slice(1, 5).map((at, i) => at - starts[i]);
    [100, 200, 400, 400].forEach((delay, i) => expect(gaps[i]).toBeGreaterThanOrEqual(delay - 10));
  });

  it('restarts a child killed with SIGKILL, stops it on request and never restarts it after that', async () => {
    const { driver, events, waitFor, exited } = restartingDriver('setInterval(() => {}, 1000)');
    await waitFor((all) => spawns(all).length === 1);
    const firstPid = spawns(events)[0].pid!;
    process.kill(firstPid, 'SIGKILL');
    await waitFor((all) => spawns(all).length === 2);
    expect(logs(events)).toEqual(['fixture exited (signal SIGKILL); restarting in 0.1 s (restart 1)']);
    const secondPid = spawns(events)[1].pid!;
    expect(isAlive(secondPid)).toBe(true);

    driver.stdin.write('stop\n');
    expect(await exited).toBe(0);
    const stopped = events.find((e) => e.event === 'stopped');
    expect(stopped).toMatchObject({ pid: secondPid, restarts: 1 });
    expect(isAlive(secondPid)).toBe(false);
    expect(spawns(events)).toHaveLength(2);
  });

  it('starts the back-off over once a child stayed up long enough', async () => {
    const { driver, events, waitFor, exited } = restartingDriver('setTimeout(() => process.exit(1), 250)', {
      stableAfterMs: 200,
    });
    await waitFor((all) => spawns(all).length >= 3);
    driver.stdin.write('stop\n');
    await exited;
    expect(logs(events).slice(0, 2)).toEqual([
      'fixture exited (code 1); restarting in 0.1 s (restart 1)',
      'fixture exited (code 1); restarting in 0.1 s (restart 2)',
    ]);
  });

  it('restarts a child that was ready and then stays unready past the limit', async () => {
    const port = await freePort();
    const { driver, events, waitFor, exited } = startDriver({
      childCode: readinessChild(port, 600),
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      readyCheckEveryMs: 100,
      unreadyLimitMs: 700,
      initialDelayMs: 100,
      stableAfterMs: 10_000,
    });
    await waitFor((all) => spawns(all).length >= 2);
    const [first, second] = spawns(events);
    driver.stdin.write('stop\n');
    expect(await exited).toBe(0);
    expect(logs(events)[0]).toMatch(/^fixture has not been ready for 0\.[7-9] s; restarting it$/);
    expect(logs(events)[1]).toBe('fixture exited (signal SIGTERM); restarting in 0.1 s (restart 1)');
    // Ready 0.6 s, then unready for the 0.7 s limit (checked every 0.1 s), then stopped and started again.
    expect(second.at - first.at).toBeGreaterThanOrEqual(1300);
    expect(second.at - first.at).toBeLessThan(4000);
    expect(isAlive(first.pid!)).toBe(false);
  });

  it('leaves alone a child that is ready, or that was never ready yet (still starting)', async () => {
    const [readyPort, startingPort] = [await freePort(), await freePort()];
    const watch = (port: number, readyForMs: number | null) =>
      startDriver({
        childCode: readinessChild(port, readyForMs),
        readyUrl: `http://127.0.0.1:${port}/readyz`,
        readyCheckEveryMs: 100,
        unreadyLimitMs: 300,
      });
    const watched = [watch(readyPort, null), watch(startingPort, 0)];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { driver, events, exited } of watched) {
      driver.stdin.write('stop\n');
      expect(await exited).toBe(0);
      expect(spawns(events)).toHaveLength(1);
      expect(logs(events)).toEqual([]);
    }
  });
});
