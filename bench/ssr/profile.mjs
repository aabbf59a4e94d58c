// Where a rendered page's CPU goes, by library: the gateway's CPU profile (V8's sampling profiler, through the
// inspector a SIGUSR1 opens on 127.0.0.1:9229) while the product page renders on every request, each sample given to
// the package its function came from. The server bundles keep webpack's module comments, which place each line of
// them; idle time is left out. Figures, not assertions (bench/web/README.md, round twenty-one). Run after the build:
//   node bench/ssr/profile.mjs [--duration 8] [--connections 10] [--out gateway.cpuprofile]
// Starts the whole store on free ports with no render limits and the renders on the gateway's thread.
import fs from 'node:fs';
import { flagReader, measure } from '../lib/harness.mjs';
import { PRODUCT, everyTime, startStore } from './store.mjs';

const flag = flagReader(process.argv.slice(2));
const DURATION = Number(flag('--duration', '8'));
const CONNECTIONS = Number(flag('--connections', '10'));
const OUT = flag('--out', '');
const INSPECTOR = 'http://127.0.0.1:9229';

/** The gateway's process: the one running its main script with the store's gateway port. */
function gatewayPid(port) {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (cmdline.includes('services/gateway/dist/main.js') && environ.includes(`PORT=${port}`)) return Number(pid);
    } catch {
      // A process that ended meanwhile, or another user's.
    }
  }
  throw new Error(`no gateway process listens on ${port}`);
}

/** The inspector's protocol over its WebSocket: send(method, params) answers with the result. */
async function inspect(pid) {
  process.kill(pid, 'SIGUSR1');
  let targets = [];
  for (let tries = 0; tries < 50 && targets.length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    targets = await fetch(`${INSPECTOR}/json/list`).then(
      (r) => r.json(),
      () => [],
    );
  }
  if (targets.length === 0) throw new Error(`the gateway's inspector did not open at ${INSPECTOR}`);
  const socket = new globalThis.WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  let nextId = 0;
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        nextId += 1;
        waiting.set(nextId, resolve);
        socket.send(JSON.stringify({ id: nextId, method, params }));
      }),
    close: () => socket.close(),
  };
}

const MODULE_COMMENT = /^;?\/\/ (?:MODULE: )?((?:\.\.\/|\.\/)\S+)/;
const moduleStarts = new Map();

/** The module a line of a server bundle belongs to, from the module comment above it. */
function moduleAt(url, line) {
  if (!moduleStarts.has(url)) {
    const starts = [];
    fs.readFileSync(new URL(url), 'utf8')
      .split('\n')
      .forEach((text, at) => {
        const found = MODULE_COMMENT.exec(text);
        if (found && !text.includes('EXTERNAL MODULE')) starts.push([at, found[1]]);
      });
    moduleStarts.set(url, starts);
  }
  let module = '';
  for (const [at, name] of moduleStarts.get(url)) {
    if (at > line) break;
    module = name;
  }
  return module;
}

const LIBRARIES = [
  [/react-dom|scheduler/, "React's server renderer (react-dom/server)"],
  [/node_modules\/react\//, 'React (elements, hooks)'],
  [/@emotion|stylis/, 'Emotion'],
  [/reduxjs|immer|reselect|redux|use-sync-external-store/, 'Redux Toolkit, RTK Query, react-redux, immer, reselect'],
  [/react-router/, 'react-router'],
  [/shared-domain/, 'shared-domain (in the bundles)'],
  [/node_modules/, 'other libraries in the bundles'],
];

/** Where a sampled function's code comes from. */
function placeOf({ url, lineNumber, functionName }) {
  if (!url) return functionName === '(garbage collector)' ? 'garbage collection' : "V8's own (compiling, natives)";
  if (url.includes('/dist/server/')) {
    const module = moduleAt(url, lineNumber);
    return LIBRARIES.find(([pattern]) => pattern.test(module))?.[1] ?? "the pages' own code";
  }
  if (url.includes('undici')) return "fetch (undici), the render's calls";
  if (url.startsWith('node:')) return "Node's core (http, streams, timers)";
  if (url.includes('/services/gateway/')) return "the gateway's code";
  return "the gateway's libraries (express, compression, pino, ...)";
}

function shares(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    const place = placeOf(frame);
    totals.set(place, (totals.get(place) ?? 0) + profile.timeDeltas[i]);
    all += profile.timeDeltas[i];
  });
  return [...totals].sort((a, b) => b[1] - a[1]).map(([place, time]) => [place, (100 * time) / all]);
}

async function main() {
  const store = await startStore({
    env: { SSR_MAX_RENDERS: '0', SSR_MAX_LOOP_UTILIZATION: '1', SSR_RENDER_THREADS: '0' },
    warm: [PRODUCT],
  });
  try {
    const inspector = await inspect(gatewayPid(new URL(store.base).port));
    const load = { connections: CONNECTIONS, duration: DURATION };
    // Addresses of their own: one asked again would be kept by the document cache (from its second miss).
    const warmUp = (n) => `${PRODUCT}?warm=${n}`;
    await measure('warm-up', `${store.base}${PRODUCT}`, warmUp, { ...load, duration: 3 });
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
    await inspector.send('Profiler.start');
    const row = await measure('product page rendered', `${store.base}${PRODUCT}`, everyTime(PRODUCT), load);
    const { profile } = await inspector.send('Profiler.stop');
    inspector.close();
    if (OUT) fs.writeFileSync(OUT, JSON.stringify(profile));
    console.log(`product page rendered each time, ${CONNECTIONS} connections: ${Math.round(row.rps)} a second`);
    console.log('(under the profiler)\n');
    for (const [place, share] of shares(profile)) console.log(`${share.toFixed(1).padStart(5)} %  ${place}`);
  } finally {
    await store.stop();
  }
}

await main();
