// Signing in as the seeded staff member: the same sign-in form, then the code of an authenticator app, computed here
// from the seed's (public, development-only) secret the way the app would. A code is good once, and the back-office
// specs sign in many times, so a worker keeps its signed-in session's cookies and gives them to the next context (a
// spec that must see the two steps calls signInAsStaffWithCode); a code already spent waits for the next one.
import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_TEXTS, SEED_STAFF, STAFF_TOTP } from '@storefront/shared-domain/admin';
import { STAFF, submitSignIn } from './accounts';
import { expect } from './fixtures';

const totp = new TOTP({
  issuer: STAFF_TOTP.issuer,
  label: SEED_STAFF.email,
  algorithm: 'SHA1',
  digits: STAFF_TOTP.digits,
  period: STAFF_TOTP.periodSeconds,
  secret: Secret.fromBase32(SEED_STAFF.totpSecret),
});

/** The code the staff member's authenticator app shows at `at`. */
export function staffCode(at: number = Date.now()): string {
  return totp.generate({ timestamp: at });
}

const PERIOD_MS = STAFF_TOTP.periodSeconds * 1000;

/** The cookies of this worker's last staff sign-in. */
let signedInCookies: Cookie[] | null = null;

async function isStaffSession(context: BrowserContext): Promise<boolean> {
  const answer = await context.request.get('/api/auth/session', { headers: { 'cache-control': 'no-store' } });
  const body = (await answer.json().catch(() => ({}))) as { user?: { staff?: unknown } };
  return answer.ok() && !!body.user?.staff;
}

/** Enters codes until one is taken: one already spent (by an earlier sign-in) is refused, and the next step's comes. */
async function enterCode(page: Page): Promise<void> {
  const field = page.getByLabel(ADMIN_TEXTS.codeLabel);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await field.fill(staffCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    const refused = page.getByTestId('account-second-factor-error');
    const outcome = await Promise.race([
      field.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'in' as const),
      refused.waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await expect(refused).toHaveText(ADMIN_TEXTS.codeWrong);
    await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 500);
  }
  throw new Error('no code of the seeded staff member was taken');
}

/** Signs in through the two steps (password, then the code); lands on `callbackUrl` (default /admin). */
export async function signInAsStaffWithCode(page: Page, callbackUrl = '/admin'): Promise<void> {
  await submitSignIn(page, STAFF, callbackUrl);
  await expect(page.getByLabel(ADMIN_TEXTS.codeLabel)).toBeVisible();
  await enterCode(page);
  await expect(page).toHaveURL(new RegExp(`${callbackUrl.replace(/[?]/g, '\\?')}$`));
  signedInCookies = await page.context().cookies();
}

/**
 * Signs the page in as the seeded staff member (every permission) and opens `callbackUrl` (default /admin): with
 * this worker's staff session when it is still one, else through the password and a current code.
 */
export async function signInAsStaff(page: Page, callbackUrl = '/admin'): Promise<void> {
  const context = page.context();
  if (signedInCookies) {
    await context.addCookies(signedInCookies);
    if (await isStaffSession(context)) {
      await page.goto(callbackUrl);
      return;
    }
    await context.clearCookies();
    signedInCookies = null;
  }
  await signInAsStaffWithCode(page, callbackUrl);
}

/** No horizontal scroll of the whole page: wide back-office tables scroll in their own box. */
export async function expectNoPageWideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The CSRF token of the page's context: what a write through `page.request` sends back as `x-sa-csrf`. */
export const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'sa_csrf')?.value ?? '';
