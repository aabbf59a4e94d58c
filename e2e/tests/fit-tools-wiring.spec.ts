// The subwoofer wiring planner in the composed store: two DVC subwoofers of the catalogue wired to every
// balanced load, the 1 ohm diagram, the amplifier suggestions (one added to the cart), an amplifier's warning below its
// minimum stable load, and the cart's wiring check and notice; a wiring bookmarked in the address. Screenshots at 390,
// 800 and 1366 px, and of a bookmarked wiring at 390 and 1366 px.
//
// Two DVC 2 ohm subwoofers wire to 8, 2 or 0.5 ohm (never 1 ohm: see the makers' tables cited in
// shared-domain/src/rules/subwooferWiring.ts); 1 ohm is two DVC 4 ohm subwoofers, coils and subs in parallel.
import { addFromProductPage, addTileToCart, addToCartLikeStorePage, expect, productPath, test } from './fixtures';
import { openToolWithSubwoofer } from './fitTools';
import { screenshotsAtWidths } from './screenshots';

const DVC_2_OHM = 'SSX-12 D2';
const DVC_4_OHM = 'SSX-12 D4';
/** A monoblock stable to 1 ohm. */
const ONE_OHM_AMPLIFIER = 'RP-1200.1D';
/** A full-range amplifier stable to 2 ohm only. */
const TWO_OHM_AMPLIFIER = 'SK-4X65';
/** DVC 1 ohm: 2 ohm with its coils in series, 0.5 ohm in parallel. */
const DVC_1_OHM = 'ZVX-8 D1';
/** A 2-channel amplifier bridged for subwoofers: stable only down to 4 ohm. */
const FOUR_OHM_AMPLIFIER = 'SK-2X150';
const SHOTS_DIR = '/tmp/shots-wiring';
const POLISH_SHOTS_DIR = '/tmp/shots-polish';
/** Two DVC 2 ohm subwoofers on a 1 ohm stable amplifier: the address of a bookmarked wiring. */
const BOOKMARKED_WIRING = `/subwoofer-wiring-diagrams?sub=SSX-12+D2&amp=${ONE_OHM_AMPLIFIER}`;

test.describe('subwoofer wiring planner', () => {
  test('two DVC subwoofers: every wiring, the 1 ohm diagram, amplifier suggestions, one added to the cart', async ({
    page,
  }) => {
    const tool = {
      path: '/subwoofer-wiring-diagrams',
      heading: 'Subwoofer Wiring Diagrams',
      picker: 'catalog-wiring-subwoofer',
    };
    const picker = await openToolWithSubwoofer(page, tool, DVC_2_OHM);
    await expect(page.getByTestId('catalog-wiring-layout')).toHaveValue('DVC');
    await expect(page.getByTestId('catalog-wiring-ohms')).toHaveValue('2');
    await page.getByTestId('catalog-wiring-count').selectOption('2');
    const options = page.getByTestId('catalog-wiring-option');
    await expect(options).toHaveCount(4);
    expect(await options.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-ohms')))).toEqual([
      '8',
      '2',
      '2',
      '0.5',
    ]);

    // With a 1 ohm stable amplifier the 0.5 ohm wiring is flagged, the others show their power.
    await page.getByTestId('catalog-wiring-amplifier').selectOption(ONE_OHM_AMPLIFIER);
    const half = options.and(page.locator('[data-ohms="0.5"]'));
    await expect(half.getByTestId('catalog-wiring-warning')).toContainText('minimum stable load: not safe');
    await expect(options.and(page.locator('[data-wiring="coils-series_subs-parallel"]'))).toContainText(
      '680 W RMS from the amplifier',
    );
    await page.getByTestId('catalog-wiring-amplifier').selectOption('');

    // 1 ohm: two DVC 4 ohm subwoofers, coils in parallel, subs in parallel.
    await picker.selectOption(DVC_4_OHM);
    await expect(page.getByTestId('catalog-wiring-ohms')).toHaveValue('4');
    const oneOhm = options.and(page.locator('[data-wiring="coils-parallel_subs-parallel"]'));
    await expect(oneOhm.getByTestId('catalog-wiring-load')).toContainText('1 ohm');
    const diagram = oneOhm.getByRole('img', {
      name: 'Wiring diagram: 2 x DVC 4 ohm, coils in parallel, subs in parallel. Final load 1 ohm.',
    });
    await expect(diagram).toBeVisible();
    await expect(oneOhm.locator('[data-polarity="positive"]')).toHaveCount(4);
    await expect(oneOhm.locator('[data-polarity="negative"]')).toHaveCount(4);
    await oneOhm.getByText('Wiring steps').click();
    await expect(oneOhm.getByTestId('catalog-wiring-steps')).toContainText(
      'Red wire: amplifier positive (+) to subwoofer 1 coil 1 positive (+)',
    );

    const suggestion = page.getByTestId('catalog-wiring-suggestion').first();
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toContainText('% of your subwoofers’ total RMS');
    await addTileToCart(page, suggestion);
  });

  test('the cart answer carries no wiring notice when the pair wires exactly to the minimum stable load', async ({
    page,
  }) => {
    await page.goto('/subwoofer-wiring-diagrams');
    // ZVX-8 D1 (DVC 1 ohm) wires to 2 ohm at most (coils in series): exactly the 2 ohm amplifier's minimum, so safe.
    const added = await addToCartLikeStorePage(page, [
      { sku: DVC_1_OHM, quantity: 1 },
      { sku: TWO_OHM_AMPLIFIER, quantity: 1 },
    ]);
    const cart = (await added.json()).data;
    expect(cart.compatibility).toBeDefined();
    expect(cart.compatibility.unsafeWiring).toBeUndefined();
  });

  test('screenshots at 390, 800 and 1366 px', async ({ page }) => {
    const shots = { dir: SHOTS_DIR, name: 'wiring', url: '/subwoofer-wiring-diagrams', widths: [390, 800, 1366] };
    await screenshotsAtWidths(page, shots, async () => {
      await page.getByTestId('catalog-wiring-subwoofer').selectOption(DVC_2_OHM);
      await page.getByTestId('catalog-wiring-amplifier').selectOption(ONE_OHM_AMPLIFIER);
      await expect(page.getByTestId('catalog-wiring-warning')).toHaveCount(1);
      await expect(page.getByTestId('catalog-wiring-suggestion').first()).toBeVisible();
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByTestId('catalog-wiring-count').selectOption('4');
    await expect(page.getByTestId('catalog-wiring-option')).toHaveCount(8);
    await page.screenshot({ path: `${SHOTS_DIR}/wiring-390-four-subs.png`, fullPage: true });
  });

  test('a DVC 1 ohm subwoofer with a 4 ohm amplifier: the cart panel notices and links to the planner', async ({
    page,
  }) => {
    // ZVX-8 D1 wires to 2 ohm at most (coils in series); the bridged SK-2X150 is stable only down to 4 ohm. The
    // subwoofer goes in through the cart API (a variant child), the amplifier from its product page (opens the panel).
    await page.goto('/subwoofer-wiring-diagrams');
    await addToCartLikeStorePage(page, [{ sku: DVC_1_OHM, quantity: 1 }]);
    await addFromProductPage(page, await productPath(page, FOUR_OHM_AMPLIFIER));
    const panel = page.getByTestId('cart-panel-root');
    const notice = panel.getByTestId('cart-hint-wiring');
    await expect(notice).toContainText("These subwoofers can't be wired to a load your amplifier handles safely.");
    await expect(notice.getByTestId('cart-hint-wiring-products')).toContainText(DVC_1_OHM);
    await expect(notice.getByTestId('cart-hint-wiring-products')).toContainText(FOUR_OHM_AMPLIFIER);
    const link = notice.getByRole('link', { name: 'Plan the wiring' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/subwoofer-wiring-diagrams$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subwoofer Wiring Diagrams');
    await expect(page.getByTestId('catalog-wiring-option').first()).toBeVisible();
  });

  test('a wiring is bookmarkable: the address opens it, and follows the inputs', async ({ page }) => {
    await page.goto(BOOKMARKED_WIRING);
    await expect(page.getByTestId('catalog-wiring-subwoofer')).toHaveValue(DVC_2_OHM);
    await expect(page.getByTestId('catalog-wiring-amplifier')).toHaveValue(ONE_OHM_AMPLIFIER);
    await expect(page.getByTestId('catalog-wiring-ohms')).toHaveValue('2');
    await expect(page.getByTestId('catalog-wiring-warning')).toHaveCount(1);

    await page.getByTestId('catalog-wiring-count').selectOption('4');
    await expect(page).toHaveURL(/[?&]subs=4(&|$)/);
    await page.goto(page.url());
    await expect(page.getByTestId('catalog-wiring-count')).toHaveValue('4');
    await expect(page.getByTestId('catalog-wiring-option')).toHaveCount(8);
    await expect(page.getByTestId('catalog-wiring-amplifier')).toHaveValue(ONE_OHM_AMPLIFIER);

    // An amplifier we do not sell and nonsense coils are ignored: the default wiring, no amplifier.
    await page.goto('/subwoofer-wiring-diagrams?amp=NOT-AN-AMP&ohms=zero');
    await expect(page.getByTestId('catalog-wiring-option')).toHaveCount(4);
    await expect(page.getByTestId('catalog-wiring-amplifier')).toHaveValue('');
  });

  test('screenshots of a bookmarked wiring at 390 and 1366 px', async ({ page }) => {
    const shots = { dir: POLISH_SHOTS_DIR, name: 'wiring', url: BOOKMARKED_WIRING, widths: [390, 1366] };
    await screenshotsAtWidths(page, shots, async () => {
      await expect(page.getByTestId('catalog-wiring-warning')).toHaveCount(1);
      await expect(page.getByTestId('catalog-wiring-suggestion').first()).toBeVisible();
    });
  });
});
