import { test as base, expect, type Page } from '@playwright/test';

/** Problems a page had while a test ran: console errors, failed requests and HTTP error answers. */
export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

export function watchPage(page: Page, { allow = [] as RegExp[] } = {}): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  const allowed = (text: string) => allow.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message.text())) problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!allowed(error.message)) problems.consoleErrors.push(error.message);
  });
  page.on('requestfailed', (request) => {
    // A request cancelled because the page navigated away is not a failure of the store.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    const line = `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`;
    if (!allowed(line)) problems.failedRequests.push(line);
  });
  page.on('response', (response) => {
    const line = `${response.request().method()} ${response.url()} ${response.status()}`;
    if (response.status() >= 400 && !allowed(line)) problems.failedRequests.push(line);
  });
  return problems;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watchPage(page));
  },
});

export { expect };
