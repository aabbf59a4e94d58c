// Every layout shift of a page's first load, with the elements that moved: the tool for finding what Lighthouse's
// CLS figure is made of. `node bench/web/shifts.mjs <store URL> <path> [width=390]` against a running store.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:8080', path = '/', width = '390'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
  await context.addInitScript(() => {
    const storage = globalThis.localStorage;
    storage.setItem('sa_popup', JSON.stringify({ value: 'subscribed', expiresAt: null }));
    storage.setItem('push_remind_after', new Date(Date.now() + 365 * 864e5).toISOString());
    const describe = (node) => {
      if (!node || node.nodeType !== 1) return String(node?.nodeName ?? 'text');
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[${testId}]` : ''}`;
    };
    globalThis.__shifts = [];
    new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        globalThis.__shifts.push({
          at: Math.round(entry.startTime),
          value: Number(entry.value.toFixed(4)),
          moved: entry.sources.map(
            (s) =>
              `${describe(s.node)} y ${s.previousRect.y}->${s.currentRect.y} h ${s.previousRect.height}->${s.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => globalThis.__shifts);
  for (const shift of shifts) console.log(`${shift.at} ms  ${shift.value}  ${shift.moved.join(' | ')}`);
  console.log(`layout shift total ${shifts.reduce((sum, s) => sum + s.value, 0).toFixed(3)} (${path}, ${width} px)`);
} finally {
  await browser.close();
}
