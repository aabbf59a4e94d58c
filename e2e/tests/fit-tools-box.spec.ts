// The box design calculator in the composed store: a ported box for two 12" subwoofers of the catalogue,
// its port length, and a matching empty enclosure added to the cart; the default design; a design bookmarked in the
// address. Screenshots at 390, 800 and 1366 px, and of a bookmarked design at 390 and 1366 px.
import { addTileToCart, expect, test } from './fixtures';
import { openToolWithSubwoofer } from './fitTools';
import { screenshotsAtWidths } from './screenshots';

const SUBWOOFER_SKU = 'SSX-12 D2';
const SHOTS_DIR = '/tmp/shots-box';
const POLISH_SHOTS_DIR = '/tmp/shots-polish';
/** A sealed box for one SSX-12 D2 in centimetres (1.06 ft³ net, like our single 12" sealed boxes): a bookmark. */
const BOOKMARKED_DESIGN = '/box-design-calculator?box=sealed&unit=cm&w=40&h=34&d=34&wall=1.9&subs=1&sub=SSX-12+D2';

test.describe('box design calculator', () => {
  test('a ported box for two 12" subwoofers ends in a matching empty enclosure in the cart', async ({ page }) => {
    const tool = { path: '/box-design-calculator', heading: 'Box Design Calculator', picker: 'catalog-box-subwoofer' };
    await openToolWithSubwoofer(page, tool, SUBWOOFER_SKU);
    await expect(page.getByTestId('catalog-box-size')).toHaveValue('12');
    await page.getByTestId('catalog-box-count').selectOption('2');
    await page.getByTestId('catalog-box-alignment').selectOption('ported');
    await page.getByTestId('catalog-box-width').fill('38');
    await page.getByTestId('catalog-box-height').fill('16');
    await page.getByTestId('catalog-box-depth').fill('18');
    await page.getByTestId('catalog-box-tuning').fill('33');

    await expect(page.getByTestId('catalog-box-gross')).toHaveText('5.05 ft³ (143.1 L)');
    const portLength = page.getByTestId('catalog-box-port-length');
    await expect(portLength).toHaveText(/^\d+\.\d in \(\d+\.\d cm\)$/);
    const inches = Number.parseFloat((await portLength.textContent()) ?? '');
    expect(inches).toBeGreaterThan(5);
    expect(inches).toBeLessThan(40);
    await expect(page.getByRole('img', { name: 'Predicted frequency response, 10 to 200 Hz' })).toBeVisible();

    const match = page
      .getByTestId('catalog-box-match-empty')
      .filter({ has: page.getByTestId('catalog-add-to-cart') })
      .first();
    await expect(match).toBeVisible();
    await addTileToCart(page, match);
  });

  test('screenshots at 390, 800 and 1366 px', async ({ page }) => {
    const shots = { dir: SHOTS_DIR, name: 'box', url: '/box-design-calculator', widths: [390, 800, 1366] };
    await screenshotsAtWidths(page, shots, async () => {
      await page.getByTestId('catalog-box-subwoofer').selectOption(SUBWOOFER_SKU);
      await expect(page.getByTestId('catalog-box-match-empty').first()).toBeVisible();
    });
  });

  test('the default design opens without a warning, with empty enclosures of ours that match', async ({ page }) => {
    await page.goto('/box-design-calculator');
    await expect(page.getByTestId('catalog-box-velocity')).toHaveText(/m\/s$/);
    await expect(page.getByTestId('catalog-box-match-empty').nth(1)).toBeVisible();
    await expect(page.getByTestId('catalog-box-velocity-warning')).toHaveCount(0);
    await expect(page.getByTestId('catalog-box-problem')).toHaveCount(0);
  });

  test('a design is bookmarkable: the address opens it, and follows the inputs as the user types', async ({ page }) => {
    await page.goto(BOOKMARKED_DESIGN);
    await expect(page.getByTestId('catalog-box-subwoofer')).toHaveValue(SUBWOOFER_SKU);
    await expect(page.getByTestId('catalog-box-alignment')).toHaveValue('sealed');
    await expect(page.getByTestId('catalog-box-unit')).toHaveValue('cm');
    await expect(page.getByTestId('catalog-box-width')).toHaveValue('40');
    await expect(page.getByTestId('catalog-box-count')).toHaveValue('1');
    await expect(page.getByTestId('catalog-box-qtc')).toHaveText(/^\d\.\d\d$/);
    await expect(page.getByTestId('catalog-box-fs')).toHaveValue('32.3');
    await expect(page.getByTestId('catalog-box-match-empty').first()).toBeVisible();

    await page.getByTestId('catalog-box-width').fill('42');
    await expect(page).toHaveURL(/[?&]w=42(&|$)/);
    const url = page.url();
    expect(new URL(url).searchParams.get('sub')).toBe(SUBWOOFER_SKU);
    await page.goto(url);
    await expect(page.getByTestId('catalog-box-width')).toHaveValue('42');
    await expect(page.getByTestId('catalog-box-subwoofer')).toHaveValue(SUBWOOFER_SKU);

    // Nonsense in the address is ignored, field by field.
    await page.goto('/box-design-calculator?w=abc&box=round&subs=12');
    await expect(page.getByTestId('catalog-box-gross')).toHaveText('5.05 ft³ (143.1 L)');
    await expect(page.getByTestId('catalog-box-alignment')).toHaveValue('ported');
  });

  test('screenshots of a bookmarked design at 390 and 1366 px', async ({ page }) => {
    const shots = { dir: POLISH_SHOTS_DIR, name: 'box', url: BOOKMARKED_DESIGN, widths: [390, 1366] };
    await screenshotsAtWidths(page, shots, async () => {
      await expect(page.getByTestId('catalog-box-subwoofer')).toHaveValue(SUBWOOFER_SKU);
      await expect(page.getByRole('img', { name: 'Predicted frequency response, 10 to 200 Hz' })).toBeVisible();
      await expect(page.getByTestId('catalog-box-match-empty').first()).toBeVisible();
    });
  });
});
