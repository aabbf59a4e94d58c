// The accounts back office's Done-when flow: a new shopper account applies to become a dealer on the become-a-dealer
// page; a staff member signs in with the password and a code of the authenticator app, finds the application, approves
// it (asked first), after which that account sees dealer prices on a product page; the audit log shows the approval.
// At a desktop's and a tablet's width, with no page-wide horizontal scroll.
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { newestMailTo, signUpLinkFor } from './mailbox';
import { expectNoPageWideScroll, signInAsStaffWithCode } from './staff';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1000 },
];
const PRODUCT = '/products/zvx-series-competition-subwoofers';

/** A new shopper account (signed up by its emailed link), signed in in a context of its own. */
async function newShopper(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/account/login');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-enough-password');
  await form.getByLabel('First name').fill('Dee');
  await form.getByLabel('Last name').fill('Applicant');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('account-sign-up-sent')).toBeVisible();
  await page.goto(await signUpLinkFor(email));
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

async function applyAsDealer(page: Page, email: string, company: string): Promise<void> {
  await page.goto('/pages/become-a-dealer');
  const form = page.getByTestId('account-become-dealer-form');
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Contact name').fill('Dee Applicant');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('8135550123');
  await form.getByLabel('Address').fill('12 Bayshore Blvd');
  await form.getByLabel('City').fill('Tampa');
  await form.getByLabel('State').fill('FL');
  await form.getByLabel('ZIP code').fill('33606');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('account-become-dealer-success')).toBeVisible();
}

async function approve(page: Page, company: string): Promise<void> {
  await page.goto('/admin/dealers?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer applications' })).toBeVisible();
  await page.getByRole('search', { name: 'Filter dealer applications' }).getByLabel('Search').fill(company);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByTestId('account-admin-dealers-table').getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expectNoPageWideScroll(page);
  await page.getByTestId('account-admin-dealer-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the applicant is a dealer now.')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`dealer applications at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff sign in with a code and approve an application; the account then sees dealer prices', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const stamp = `${viewport.width}-${Date.now()}`;
      const email = `dealer-applicant-${stamp}@example.com`;
      const company = `Bass Barn ${stamp}`;
      const shopper = await newShopper(browser, email);
      await applyAsDealer(shopper, email, company);
      await shopper.goto(PRODUCT);
      await expect(shopper.getByTestId('product-page')).toBeVisible();
      await expect(shopper.getByTestId('product-price-dealer')).toHaveCount(0);

      await signInAsStaffWithCode(page, '/admin/dealers');
      await approve(page, company);
      expect((await newestMailTo(email, 'Your dealer application is approved')).text).toContain(company);

      // The gateway keeps a session's answer a few seconds: the next pages see the dealer.
      await expect(async () => {
        await shopper.goto(PRODUCT);
        await expect(shopper.getByTestId('product-price-dealer')).toContainText('$', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });

      await page.goto(`/admin/audit?area=dealers`);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page.getByTestId('account-admin-audit-table')).toContainText(
        `Approved the dealer application of ${company}`,
      );
      await expectNoPageWideScroll(page);
      await shopper.context().close();
    });
  });
}
