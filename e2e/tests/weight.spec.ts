// What a page costs a shopper on first load, against the budgets of bench/web/budgets.json, measured the
// way bench/web measures it (bench/web/measure.mjs): compressed JavaScript bytes, one federation runtime and one copy
// of each shared singleton per page. Figures in bytes and counts only, never times.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

interface PageKind {
  name: string;
}
interface PageWeight {
  federationRuntimeCopies: number;
}
interface WebBench {
  PAGE_KINDS: PageKind[];
  measurePage(browser: Browser, baseURL: string, kind: PageKind): Promise<PageWeight>;
  budgetProblems(weight: PageWeight): string[];
  readBudgets(): { target: Record<string, number> };
}

// bench/web's modules are plain ESM shared with `node bench/web/run.mjs`. They are imported at run time, past
// Playwright's TypeScript transform, which would turn them into CommonJS that Node refuses in a .mjs file.
const importEsm = new Function('url', 'return import(url)') as (url: string) => Promise<Record<string, unknown>>;
async function webBench(): Promise<WebBench> {
  const url = (file: string) => pathToFileURL(path.join(__dirname, '..', '..', 'bench', 'web', file)).href;
  const [measure, budgets] = await Promise.all([importEsm(url('measure.mjs')), importEsm(url('budgets.mjs'))]);
  return { ...measure, ...budgets } as unknown as WebBench;
}

/** The page kinds bench/web measures (kept in step with bench/web/measure.mjs by the first test). */
const PAGE_KIND_NAMES = [
  'home',
  'collection',
  'vehicle finder',
  'product',
  'search',
  'cart',
  'checkout',
  'account',
  'sub-collection',
  'finder no vehicle',
  'sign-in',
  'orders',
  'content page',
  'box design',
  'wiring',
  'not found',
];

test.describe('first-load weight of every page kind', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the page kinds are the ones bench/web measures', async () => {
    expect((await webBench()).PAGE_KINDS.map((kind) => kind.name)).toEqual(PAGE_KIND_NAMES);
  });

  test('the targets stay 170 KB for the product page, 200 KB for the others', async () => {
    expect((await webBench()).readBudgets().target).toEqual({ product: 170_000, default: 200_000 });
  });

  for (const name of PAGE_KIND_NAMES) {
    test(`${name}: JavaScript within its budget, one federation runtime, one copy of each singleton`, async ({
      browser,
      baseURL,
    }) => {
      const bench = await webBench();
      const kind = bench.PAGE_KINDS.find((k) => k.name === name)!;
      const weight = await bench.measurePage(browser, baseURL!, kind);
      expect(bench.budgetProblems(weight)).toEqual([]);
      expect(weight.federationRuntimeCopies).toBe(1);
    });
  }
});

test.describe('nothing moves while the page arrives', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`the footer starts below the fold, before and after the content arrives (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The catalogue answers late: the frame (header, footer) is there long before the products.
      await page.route('**/api/collections/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/collections/car-subwoofers');
      const footer = page.getByTestId('shell-footer');
      await footer.waitFor({ state: 'attached' });
      const topWhileLoading = await footer.evaluate((el) => el.getBoundingClientRect().top);
      expect(topWhileLoading).toBeGreaterThanOrEqual(viewport.height);
      await expect(page.getByTestId('catalog-product-card').first()).toBeVisible();
      const topLoaded = await footer.evaluate((el) => el.getBoundingClientRect().top);
      expect(topLoaded).toBeGreaterThanOrEqual(viewport.height);
    });
  }
});
