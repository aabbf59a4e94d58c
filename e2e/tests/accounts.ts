// The seeded accounts (npm start prints them; DEV_*_PASSWORD override) and signing in through the store's own form.
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

export interface Account {
  email: string;
  password: string;
}

export const SHOPPER: Account = {
  email: 'shopper@example.com',
  password: process.env.DEV_SHOPPER_PASSWORD || 'shopper-dev-password',
};
export const DEALER: Account = {
  email: 'dealer@example.com',
  password: process.env.DEV_DEALER_PASSWORD || 'dealer-dev-password',
};

/** Signs in on /account/login; lands on `callbackUrl` when given, else the account's default page. */
export async function signIn(page: Page, account: Account, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/account/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/account/login');
  // A page of a context made by the test itself does not wait for React on its own (fixtures.ts).
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    callbackUrl ? new RegExp(`${callbackUrl.replace(/[?]/g, '\\?')}$`) : /\/(account|dealers)$/,
  );
}
