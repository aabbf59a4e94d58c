// What the page's long tasks are made of: Chromium's own trace of a page load with its main thread slowed down
// (Emulation.setCPUThrottlingRate, 4 as Lighthouse's mobile preset), each task over 50 ms listed with the trace events
// inside it (script evaluation by file, timers, effects, layout, paint, layerisation) and, by the script's function
// names and positions, where in the bundle it ran. Figures to read, not assertions (bench/web/README.md, round
// twenty-three). Against a running store:
//   node bench/web/tasks.mjs [--url http://localhost:8080] [--path /] [--width 390] [--rate 4] [--runs 3]
import { chromium } from '@playwright/test';
import { flagReader } from '../lib/harness.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const flag = flagReader(process.argv.slice(2));
const url = `${flag('--url', 'http://localhost:8080').replace(/\/$/, '')}${flag('--path', '/')}`;
const width = Number(flag('--width', '390'));
const rate = Number(flag('--rate', '4'));
const runs = Number(flag('--runs', '3'));
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute';
const LONG_US = 50_000;

/** The trace of one load of `url` and 4 s after it, the main thread slowed `rate` times. */
async function traceOf(browser) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The page's main thread: the renderer thread named CrRendererMain that ran the most tasks. */
function mainThreadOf(events) {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask');
  const main = threads.map((t) => ({ t, n: tasksOf(t).length })).sort((a, b) => b.n - a.n)[0]?.t;
  if (!main) throw new Error('no renderer main thread in the trace');
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
}

/** An event's label: its name, the script file it ran and the function it called, where the trace says. */
function labelOf(event) {
  const data = event.args?.data ?? {};
  const file = data.url ? ` ${data.url.split('/').pop().split('?')[0].slice(0, 48)}` : '';
  const fn = data.functionName ? ` ${data.functionName}@${data.lineNumber}:${data.columnNumber}` : '';
  return `${event.name}${file}${fn}`;
}

function describeTask(task, slices, start) {
  const inside = slices.filter(
    (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
  );
  const byLabel = new Map();
  for (const e of inside) byLabel.set(labelOf(e), (byLabel.get(labelOf(e)) ?? 0) + e.dur / 1000);
  const top = [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const at = ((task.ts - start) / 1000).toFixed(0).padStart(6);
  return `${at} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= runs; run += 1) {
    const slices = mainThreadOf(await traceOf(browser));
    const start = Math.min(...slices.map((e) => e.ts));
    const long = slices.filter((e) => e.name === 'RunTask' && e.dur > LONG_US);
    const blocking = long.reduce((sum, e) => sum + (e.dur - LONG_US) / 1000, 0);
    process.stdout.write(`\n${url} at ${width} px, CPU /${rate}, run ${run}: ${long.length} tasks over 50 ms, `);
    process.stdout.write(`${blocking.toFixed(0)} ms of them over 50 ms\n`);
    for (const task of long) process.stdout.write(`${describeTask(task, slices, start)}\n`);
  }
} finally {
  await browser.close();
}
