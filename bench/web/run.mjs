// bench/web: what each page kind costs a shopper, in a real Chromium (README.md beside this file).
// 1. Page weight (Playwright): JavaScript requests, compressed and unpacked JavaScript bytes, all bytes, the document's
//    HTML bytes, copies of each shared singleton and of the federation runtime; the byte budgets of budgets.json.
// 2. Lighthouse (mobile emulation): performance score, LCP, CLS, TBT and TTFB with simulated throttling, and first
//    contentful paint with applied throttling; median of --runs, next to a plain static page measured the same way;
//    whether the largest paint's element is in the HTML the server sent (found with JavaScript off).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { flagReader, freePort, repoRoot, waitForHttp } from '../lib/harness.mjs';
import { budgetProblems, readBudgets } from './budgets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { COUNTED_PACKAGES, PAGE_KINDS, answerMarketingPopups, inHtmlWithoutScripts, measurePage } from './measure.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const runs = Number(flag('--runs', '3'));
const only = flag('--pages', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const withLighthouse = !args.includes('--no-lighthouse');
const lhrDir = flag('--save-lhr', ''); // keep each simulated Lighthouse report, to read its long tasks afterwards
const kinds = only.length ? PAGE_KINDS.filter((k) => only.includes(k.name)) : PAGE_KINDS;
const log = (m) => process.stdout.write(`[bench/web] ${m}\n`);

/** The store to measure: --url, else one started here (built bundles, in-memory database) on free ports. */
async function storeUnderTest() {
  const given = flag('--url', '');
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => {} };
  const [gateway, serviceBase, mongo] = [await freePort(), 4300 + Math.floor(Math.random() * 500), await freePort()];
  log(`starting the store on port ${gateway} (scripts/start.mjs --no-build --ephemeral)`);
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-build', '--ephemeral'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GATEWAY_PORT: String(gateway),
      SERVICE_PORT_BASE: String(serviceBase),
      MONGO_PORT: String(mongo),
      MONGODB_URI: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${gateway}`;
  await waitForHttp(`${url}/healthz`, 180_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

/** A plain static page (text and one image, no script): the baseline Lighthouse figures are compared with. */
async function startBaselinePage() {
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Baseline page</h1><img src="/pixel.png" width="320" height="240" alt="A grey box"><p>${'A plain paragraph of text. '.repeat(40)}</p></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === '/pixel.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(pixel);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Before a store page's Lighthouse run, in the Chromium it drives: a cold cache and no cookies (what Lighthouse's own
 * storage reset gives), but the marketing popups answered in the origin's storage, as the weight measurement does.
 * Lighthouse then runs with its storage reset off, or it would clear them.
 */
async function answeredPopupsIn(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(new URL('/healthz', url).href);
    await page.evaluate(answerMarketingPopups);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.clearBrowserCookies');
    await page.close();
  } finally {
    await browser.close(); // a browser reached over CDP is only disconnected
  }
}

/** The CSS selector of the element Lighthouse found to be the largest paint, or '' when it names none. */
function lcpSelectorOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item.type === 'node')?.selector ?? '';
}

/**
 * Keeps one run's Lighthouse report as <page path and query>-<run>.json (the static page as static-<run>.json): the
 * finder with a vehicle and without one share a path.
 */
function saveReport(lhr, run, store) {
  fs.mkdirSync(lhrDir, { recursive: true });
  const { pathname, search } = new URL(lhr.finalDisplayedUrl);
  const slug = `${pathname}${search}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const name = store ? slug || 'home' : 'static';
  fs.writeFileSync(path.join(lhrDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

/**
 * Lighthouse, median of `runs`, for one URL; `cookie` carries a prepared cart or session; `store` says the URL is the
 * store's (its popups are answered first).
 */
async function lighthouseOf(url, { cookie, store = false }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const base = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const extraHeaders = cookie ? { Cookie: cookie } : undefined;
      const run = async (flags) => {
        if (store) await answeredPopupsIn(chrome.port, url);
        return (await lighthouse(url, { ...base, extraHeaders, disableStorageReset: store, ...flags })).lhr;
      };
      const simulated = await run({});
      if (lhrDir) saveReport(simulated, i, store);
      const applied = await run({ throttlingMethod: 'devtools' });
      const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
      samples.push({
        lcpSelector: lcpSelectorOf(simulated),
        score: (simulated.categories.performance.score ?? NaN) * 100,
        lcpMs: audit(simulated, 'largest-contentful-paint'),
        cls: audit(simulated, 'cumulative-layout-shift'),
        tbtMs: audit(simulated, 'total-blocking-time'),
        ttfbMs: audit(simulated, 'server-response-time'),
        appliedFcpMs: audit(applied, 'first-contentful-paint'),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    ttfbMs: pick('ttfbMs'),
    appliedFcpMs: pick('appliedFcpMs'),
    lcpSelectors: [...new Set(samples.map((s) => s.lcpSelector).filter(Boolean))],
    runs: samples.length,
  };
}

/** The cookies a page kind's `prepare` leaves (a cart, a session), as one Cookie header for Lighthouse. */
async function preparedCookie(browser, baseURL, kind) {
  if (!kind.prepare) return undefined;
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.request.get('/api/menu');
    await kind.prepare({ page, request: page.request });
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

async function main() {
  const store = await storeUnderTest();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const budgets = readBudgets();
  const results = { date: new Date().toISOString(), url: store.url, pages: [], baseline: null };
  try {
    log(`page weight of ${kinds.length} page kinds (cold cache, 390 px)`);
    const weights = [];
    for (const kind of kinds) weights.push(await measurePage(browser, store.url, kind));

    console.log('');
    const singletonNames = COUNTED_PACKAGES.map((n) => n.replace('@module-federation/runtime-core', 'mf-runtime'));
    console.log(
      `${'page'.padEnd(18)} ${'js req'.padStart(6)} ${'js KB wire'.padStart(10)} ${'js KB raw'.padStart(9)} ${'all KB'.padStart(7)} ${'html KB wire/raw'.padStart(16)} ${'budget'.padStart(7)} ${'target'.padStart(7)}  copies (${singletonNames.join(', ')})`,
    );
    for (const w of weights) {
      const copies = [...Object.values(w.singletonCopies), w.federationRuntimeCopies].join(' ');
      console.log(
        `${w.name.padEnd(18)} ${String(w.jsRequests).padStart(6)} ${kb(w.jsEncodedBytes).padStart(10)} ${kb(w.jsDecodedBytes).padStart(9)} ${kb(w.totalBytes).padStart(7)} ${`${kb(w.htmlEncodedBytes)}/${kb(w.htmlDecodedBytes)}`.padStart(16)} ${kb(budgets.jsBytesFor(w.name)).padStart(7)} ${kb(budgets.targetFor(w.name)).padStart(7)}  ${copies}`,
      );
    }
    const problems = weights.flatMap((w) => budgetProblems(w, budgets));
    console.log(problems.length ? `\nover budget:\n${problems.join('\n')}` : '\nevery page is within its budget');
    const aboveTarget = weights.filter((w) => w.jsEncodedBytes > budgets.targetFor(w.name)).map((w) => w.name);
    if (aboveTarget.length) console.log(`above the target: ${aboveTarget.join(', ')}`);

    const pages = weights.map((w) => ({ ...w, scripts: w.scripts.map(({ packages: _p, ...s }) => s) }));
    if (withLighthouse) {
      log(`Lighthouse, mobile, median of ${runs} (simulated throttling; first paint also with applied throttling)`);
      const baselinePage = await startBaselinePage();
      try {
        results.baseline = await lighthouseOf(baselinePage.url, {});
      } finally {
        await baselinePage.stop();
      }
      for (const [i, kind] of kinds.entries()) {
        if (kind.lighthouse === false) continue;
        const cookie = await preparedCookie(browser, store.url, kind);
        const url = `${store.url}${pages[i].path}`;
        pages[i].lighthouse = await lighthouseOf(url, { cookie, store: true });
        pages[i].lighthouse.lcpInHtml = await inHtmlWithoutScripts(
          browser,
          url,
          cookie,
          pages[i].lighthouse.lcpSelectors,
        );
      }
      console.log('');
      console.log(
        `${'page'.padEnd(18)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'LCP x'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'TTFB ms'.padStart(8)} ${'FCP applied'.padStart(11)} ${'LCP in HTML'.padStart(11)}`,
      );
      const row = (name, l) =>
        console.log(
          `${name.padEnd(18)} ${fmt(l.score).padStart(5)} ${fmt(l.lcpMs).padStart(7)} ${fmt(l.lcpMs / results.baseline.lcpMs, 2).padStart(6)} ${fmt(l.cls, 3).padStart(6)} ${fmt(l.tbtMs).padStart(7)} ${fmt(l.ttfbMs).padStart(8)} ${fmt(l.appliedFcpMs).padStart(11)} ${(l.lcpInHtml === undefined ? '' : l.lcpInHtml === null ? '-' : l.lcpInHtml ? 'yes' : 'no').padStart(11)}`,
        );
      row('static page', results.baseline);
      for (const p of pages) if (p.lighthouse) row(p.name, p.lighthouse);
    }
    results.pages = pages;
    const out = path.join(repoRoot, 'bench', 'results', 'web.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${path.relative(repoRoot, out)}`);
  } finally {
    await browser.close();
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
