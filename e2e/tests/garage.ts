// The header's 'My garage' as a shopper uses it (shell/src/layout/garage).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export function garageButton(page: Page) {
  return page.locator('[data-testid^="shell-garage-button-"]:visible').first();
}

async function openGarage(page: Page) {
  await garageButton(page).click();
  return page.getByTestId('shell-garage-panel');
}

async function closeGarage(page: Page) {
  const panel = page.getByTestId('shell-garage-panel');
  await panel.getByRole('button', { name: 'Close my garage' }).click();
  await expect(panel).toBeHidden();
}

export async function addVehicle(page: Page, year: string, make: string, model: string): Promise<void> {
  const panel = await openGarage(page);
  await panel.getByTestId('shell-garage-add').click();
  await panel.getByLabel('Year').selectOption(year);
  await panel.getByLabel('Make').selectOption(make);
  await panel.getByLabel('Model').selectOption(model);
  await panel.getByRole('button', { name: 'Add and shop for it' }).click();
  await closeGarage(page);
}

export async function chooseVehicle(page: Page, label: string): Promise<void> {
  const panel = await openGarage(page);
  await panel.getByRole('radio', { name: label }).check();
  await closeGarage(page);
}

/** Removes every vehicle (a signed-in shopper's account follows), so a shared seeded account is left as found. */
export async function emptyGarage(page: Page): Promise<void> {
  const panel = await openGarage(page);
  // The panel's body arrives with its chunk: count the vehicles once it says how many there are.
  await expect(panel.getByTestId('shell-garage-count')).toBeVisible();
  const vehicles = panel.getByTestId('shell-garage-vehicle');
  while ((await vehicles.count()) > 0) {
    await vehicles
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await panel.getByTestId('shell-garage-remove-yes').click();
  }
  await closeGarage(page);
}
