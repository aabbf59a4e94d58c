// What goes wrong in shoppers' browsers reaches the operators: the document's head script reports a remote's file that
// failed to load (with the remote's name) and the page's Web Vitals to the marketing service, which counts them at its
// /metrics.
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { waitForHydration } from './fixtures';

/** The marketing service's own /metrics (a local caller: no token needed). */
const MARKETING_METRICS = `http://127.0.0.1:${E2E_PORTS.serviceBase + 4}/metrics`;

async function countOf(request: import('@playwright/test').APIRequestContext, line: RegExp): Promise<number> {
  const text = await (await request.get(MARKETING_METRICS)).text();
  return text
    .split('\n')
    .filter((l) => line.test(l))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

test('a remote file that fails to load is reported with the remote it belongs to', async ({ page, request }) => {
  const failedLoads = /^browser_problems_total\{kind="load",remote="product",.*page="product"/;
  const before = await countOf(request, failedLoads);
  // The product remote's page chunk cannot be fetched (a deploy removed it, a flaky network).
  await page.route(/\/mf\/product\/.*__federation_expose/, (route) => route.abort());
  // The page's scripts are fetched after its first paint: leave only once the chunk has failed and the page has seen
  // it (the boundary's message comes after the script's error event the reporter counts).
  const boundaryFailed = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && m.text().startsWith('[shell] product'),
  );
  await page.goto('/products/jl-audio-12w7ae-3', { waitUntil: 'commit' });
  await boundaryFailed;
  // Leaving the page sends what is waiting (keepalive), as a shopper closing the tab would.
  await page.goto('about:blank');
  await expect.poll(() => countOf(request, failedLoads), { timeout: 10_000 }).toBeGreaterThan(before);
});

test("the page's Web Vitals are reported a few seconds after it loads", async ({ page, request }) => {
  const lcp = /^browser_web_vital_seconds_count\{.*name="LCP",page="home"/;
  const before = await countOf(request, lcp);
  await page.goto('/');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => typeof (window as { webVitals?: unknown }).webVitals), { timeout: 10_000 })
    .toBe('object');
  await page.mouse.click(5, 300); // an input finalises LCP
  await page.goto('about:blank');
  await expect.poll(() => countOf(request, lcp), { timeout: 10_000 }).toBeGreaterThan(before);
});
