// An automated accessibility check (axe, WCAG 2.1 A/AA rules) on every page kind of the composed
// store, at desktop and phone widths: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEALER, SHOPPER, signIn } from './accounts';

interface PageKind {
  name: string;
  path: string;
  /** What shows once the page has rendered its remote. */
  ready: (page: Page) => Promise<void>;
  signIn?: typeof SHOPPER;
}

const main = (page: Page) => expect(page.locator('main#main')).not.toBeEmpty();
const testId = (id: string) => (page: Page) => expect(page.getByTestId(id).first()).toBeVisible();

const PAGE_KINDS: PageKind[] = [
  { name: 'home', path: '/', ready: testId('catalog-home-vehicle-picker') },
  { name: 'collection', path: '/collections/car-subwoofers', ready: testId('catalog-product-card') },
  {
    name: 'vehicle page',
    path: '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150',
    ready: testId('catalog-product-card'),
  },
  { name: 'search', path: '/search/products?q=amplifier', ready: testId('catalog-product-card') },
  {
    name: 'product',
    path: '/products/zvx-10-d4-10-inch-2500-watt-max-power-dual-4-ohm-competition-subwoofer',
    ready: testId('product-add-to-cart'),
  },
  { name: 'cart', path: '/cart', ready: testId('cart-page') },
  {
    name: 'sign-in',
    path: '/account/login',
    ready: (page) => expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible(),
  },
  { name: 'account', path: '/account', ready: main, signIn: SHOPPER },
  { name: 'orders', path: '/account/orders', ready: main, signIn: SHOPPER },
  { name: 'dealer quick order', path: '/dealers', ready: main, signIn: DEALER },
  { name: 'dealer locator', path: '/community/dealer-locator', ready: main },
  { name: 'become a dealer', path: '/pages/become-a-dealer', ready: main },
  { name: 'content page', path: '/pages/about-us', ready: main },
  { name: 'not found', path: '/nonexistent-page', ready: main },
];

/** The footer's body arrives when the footer nears the viewport: bring it in, so it is checked too. */
async function withFooter(page: Page) {
  const footer = page.getByTestId('shell-footer');
  if ((await footer.count()) === 0) return;
  await footer.scrollIntoViewIfNeeded();
  await page.getByTestId('shell-footer-phone').waitFor();
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const kind of PAGE_KINDS) {
      test(`${kind.name}: no serious or critical axe violations`, async ({ page }) => {
        if (kind.signIn) await signIn(page, kind.signIn);
        await page.goto(kind.path);
        await kind.ready(page);
        await withFooter(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
