// Fit labels and "Only what fits my vehicle" on the composed store: with a 2018 Ford F-150 remembered, a collection's
// cards say what fits (over the image, so the card's lines stay where the server put them); the checkbox keeps only
// what fits, counted by the catalog service; the address keeps it through a reload (the shell's query clean-up leaves
// `fit` alone) and the search results take it too.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const COLLECTION = '/collections/empty-subwoofer-enclosures';
const F150 = { year: 2018, make: 'Ford', model: 'F-150' };
const LABEL = 'Only what fits my 2018 Ford F-150';
const KEPT = ['fits', 'fits-with-notes', 'universal'];

async function rememberF150(page: Page) {
  await page.goto('/');
  await page.evaluate((v) => localStorage.setItem('sa_my_vehicle', JSON.stringify(v)), F150);
}

async function listedCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('catalog-count').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}

async function fitKinds(page: Page): Promise<string[]> {
  const list = page.locator('main section[aria-label="Products"], main section[aria-label="Search results"]');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByTestId('catalog-card-fit').first()).toBeVisible();
  return list.getByTestId('catalog-card-fit').evaluateAll((els) => els.map((el) => el.getAttribute('data-fit') ?? ''));
}

test.describe('fit on listings', () => {
  test('cards carry the fit label; the filter keeps only what fits, through a reload', async ({ page, problems }) => {
    await rememberF150(page);
    await page.goto(COLLECTION);
    const card = page.getByTestId('catalog-product-card').first();
    const nameBefore = await card.getByTestId('catalog-card-name').boundingBox();
    const kinds = await fitKinds(page);
    for (const kind of kinds) expect([...KEPT, 'does-not-fit', 'no-data']).toContain(kind);
    // The label lies over the image: the name has not moved.
    expect(await card.getByTestId('catalog-card-name').boundingBox()).toEqual(nameBefore);
    const everything = await listedCount(page);

    // Checked once the address has it (the router's update settles after the click).
    await page.getByRole('checkbox', { name: LABEL }).click();
    await expect(page.getByRole('checkbox', { name: LABEL })).toBeChecked();
    await expect(page).toHaveURL(/[?&]fit=2018%7CFord%7CF-150/);
    await expect.poll(() => listedCount(page)).toBeLessThan(everything);
    const kept = await listedCount(page);
    for (const kind of await fitKinds(page)) expect(KEPT).toContain(kind);

    await page.reload();
    await expect(page).toHaveURL(/[?&]fit=2018%7CFord%7CF-150/);
    await expect(page.getByRole('checkbox', { name: LABEL })).toBeChecked();
    await expect.poll(() => listedCount(page)).toBe(kept);

    await page.goto('/search/products?q=enclosure');
    await page.getByRole('checkbox', { name: LABEL }).click();
    await expect(page).toHaveURL(/[?&]fit=2018%7CFord%7CF-150/);
    // The address changes before the list is asked for again: until then the unfiltered list is on screen, not busy.
    await expect.poll(async () => (await fitKinds(page)).filter((kind) => !KEPT.includes(kind))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
