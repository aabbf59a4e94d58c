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

/** The seeded staff member (staff.ts signs in with the password and a code of the authenticator app). */
export const STAFF: Account = {
  email: 'staff@example.com',
  password: 'staff-dev-password',
};

/** Sends the sign-in form of /account/login with the account's email and password. */
export async function submitSignIn(page: Page, account: Account, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/account/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/account/login');
  // A page of a context made by the test itself does not wait for React on its own (fixtures.ts).
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /account/login; lands on `callbackUrl` when given, else the account's default page. */
export async function signIn(page: Page, account: Account, callbackUrl?: string): Promise<void> {
  await submitSignIn(page, account, callbackUrl);
  await expect(page).toHaveURL(
    callbackUrl ? new RegExp(`${callbackUrl.replace(/[?]/g, '\\?')}$`) : /\/(account|dealers)$/,
  );
}
