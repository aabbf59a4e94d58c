// The planner's power tab on the composed store: a 2,000 W RMS amplifier in the cart, a 17 ft run and "my vehicle" a
// 2015 Toyota Tacoma (130 A alternator in the catalogue's seed): 4 AWG copper, a 125 A ANL fuse and a Big 3
// (docs/electrical-planner.md works the figures), and the recommended wiring kit added to the cart in one click.
// Screenshots at 390, 800 and 1366 px without sideways scroll.
import type { Page } from '@playwright/test';
import { addTileToCart, addToCartLikeStorePage, expect, test } from './fixtures';
import { screenshotsAtWidths } from './screenshots';

const AMPLIFIER_2000_W = 'RP-2000.1D';
const POWER_TAB = '/subwoofer-wiring-diagrams?tab=power';
const SHOTS_DIR = '/tmp/shots-power';

/** Opens the store, sets "my vehicle" (the catalogue's localStorage key) and puts the 2,000 W amplifier in the cart. */
async function tacomaWithAmplifier(page: Page) {
  await page.goto('/subwoofer-wiring-diagrams');
  await page.evaluate(() =>
    localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2015, make: 'Toyota', model: 'Tacoma' })),
  );
  await addToCartLikeStorePage(page, [{ sku: AMPLIFIER_2000_W, quantity: 1 }]);
}

async function planShown(page: Page) {
  await expect(page.getByTestId('catalog-power-vehicle-note')).toContainText('2015 Toyota Tacoma');
  await expect(page.getByTestId('catalog-power-alternator')).toHaveValue('130');
  await expect(page.getByTestId('catalog-power-copper')).toHaveAttribute('data-gauge', '4');
}

test.describe('electrical planner', () => {
  test('2,000 W at 17 ft with a 130 A alternator: 4 AWG, 125 A ANL, Big 3; the kit goes in the cart', async ({
    page,
  }) => {
    await tacomaWithAmplifier(page);
    await page.goto('/subwoofer-wiring-diagrams');
    await page.getByTestId('catalog-planner-tab-power').click();
    await expect(page).toHaveURL(/tab=power/);
    await expect(page.getByTestId('catalog-power-source')).toContainText('The amplifiers in my cart (1)');
    await planShown(page);
    await expect(page.getByTestId('catalog-power-draw')).toContainText('91 A on average at 50 % duty cycle');
    await expect(page.getByTestId('catalog-power-cca')).toContainText('2 AWG CCA');
    await expect(page.getByTestId('catalog-power-battery-fuse')).toContainText('125 A ANL');
    await expect(page.getByTestId('catalog-power-upgrade')).toHaveCount(1);
    await expect(page.getByTestId('catalog-power-upgrade')).toHaveAttribute('data-upgrade', 'big3');
    await expect(page.getByTestId('catalog-power-fuses').getByTestId('catalog-power-product').first()).toHaveAttribute(
      'data-sku',
      'SKF-ANL-150',
    );
    const kit = page.getByTestId('catalog-power-kits').getByTestId('catalog-power-product').first();
    await expect(kit).toHaveAttribute('data-sku', 'SKAK-4GA-OFC');
    await addTileToCart(page, kit);
  });

  test('screenshots at 390, 800 and 1366 px', async ({ page }) => {
    await tacomaWithAmplifier(page);
    const shots = { dir: SHOTS_DIR, name: 'power', url: POWER_TAB, widths: [390, 800, 1366] };
    await screenshotsAtWidths(page, shots, async () => {
      await planShown(page);
      await expect(page.getByTestId('catalog-power-kits').getByTestId('catalog-power-product').first()).toBeVisible();
    });
  });
});
