// The garage on the composed store: a visitor adds two vehicles from the header's 'My garage', and switching the
// active one switches what every listing's cards say fits; signing in keeps the garage (merged into the account) and
// another device signed in to the same account gets it.
import type { Page } from '@playwright/test';
import { SHOPPER, signIn } from './accounts';
import { expect, test } from './fixtures';
import { addVehicle, chooseVehicle, emptyGarage, garageButton } from './garage';

const LISTING = '/collections/vehicle-specific-subwoofer-enclosures';

/** Card name -> what its fit label says, for the listing's first page. */
async function fitByCard(page: Page): Promise<Record<string, string>> {
  const cards = page.getByTestId('catalog-product-card');
  await expect(cards.first().getByTestId('catalog-card-fit')).toBeVisible();
  return cards.evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => [
        el.querySelector('[data-testid="catalog-card-name"]')?.textContent ?? '',
        el.querySelector('[data-testid="catalog-card-fit"]')?.getAttribute('data-fit') ?? 'none',
      ]),
    ),
  );
}

const fitting = (fits: Record<string, string>) =>
  Object.keys(fits)
    .filter((name) => fits[name] === 'fits' || fits[name] === 'fits-with-notes')
    .sort();

test.describe('the garage', () => {
  test('two vehicles in the garage switch what every listing says fits', async ({ page, problems }) => {
    await page.goto(LISTING);
    await expect(garageButton(page)).toHaveAccessibleName('My garage, Add a vehicle');
    await addVehicle(page, '2018', 'Ford', 'F-150');
    await expect(garageButton(page)).toHaveAccessibleName('My garage, 2018 Ford F-150');
    await expect.poll(async () => fitting(await fitByCard(page)).length).toBeGreaterThan(0);
    const forF150 = await fitByCard(page);

    await addVehicle(page, '2020', 'Ford', 'Mustang');
    await expect(garageButton(page)).toHaveAccessibleName('My garage, 2020 Ford Mustang');
    await expect.poll(async () => fitting(await fitByCard(page))).not.toEqual(fitting(forF150));
    const forMustang = await fitByCard(page);
    // What fitted the truck does not fit the car.
    for (const name of fitting(forF150)) expect(forMustang[name]).toBe('does-not-fit');

    // The search results follow the active vehicle too.
    await page.goto('/search/products?q=F-150');
    expect(fitting(await fitByCard(page))).toEqual([]);

    await chooseVehicle(page, '2018 Ford F-150');
    await expect.poll(async () => fitting(await fitByCard(page)).length).toBeGreaterThan(0);
    await page.goto(LISTING);
    await expect.poll(async () => fitting(await fitByCard(page))).toEqual(fitting(forF150));
    expect(problems.consoleErrors).toEqual([]);
  });

  test('signing in keeps the garage, and another device signed in gets it', async ({ page, browser }) => {
    await page.goto('/');
    await addVehicle(page, '2019', 'Ford', 'Ranger');
    await signIn(page, SHOPPER);
    const saved = async () => {
      const body = (await (await page.request.get('/api/account/garage')).json()) as {
        data: { vehicles: Array<{ model?: string }>; activeId: string | null };
      };
      return body.data.vehicles.map((v) => v.model);
    };
    await expect.poll(saved).toContain('Ranger');

    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await signIn(phone, SHOPPER);
      await phone.goto('/');
      await expect(garageButton(phone)).toHaveAccessibleName('My garage, 2019 Ford Ranger');
    } finally {
      await other.close();
    }
    // Removing it on this device removes it from the account (and leaves the shared shopper without a vehicle).
    await emptyGarage(page);
    await expect.poll(saved).toEqual([]);
  });
});
