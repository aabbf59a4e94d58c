// The head and page statuses in the composed store: after a client navigation the head is the one the gateway sends
// for that address (title, canonical on the public origin, JSON-LD), an unknown page answers 404 with the shell's
// not-found screen, and a handle spelled otherwise redirects to the catalogue's spelling.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface DocumentHead {
  title: string;
  canonical: string | null;
  description: string | null;
  jsonLd: string[];
}

/** The head of the document a first load of this address gets (no JavaScript). */
async function serverHead(request: APIRequestContext, address: string): Promise<DocumentHead> {
  const html = await (await request.get(address)).text();
  const head = html.slice(0, html.search(/<\/head>/i));
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  return {
    title: unescape(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? '') || null,
    description: unescape(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '') || null,
    jsonLd: [...head.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.stringify(JSON.parse(m[1])),
    ),
  };
}

/** The head the page shows now. */
function shownHead(page: Page): Promise<DocumentHead> {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.stringify(JSON.parse(s.textContent ?? 'null')),
    ),
  }));
}

test('a product reached from a collection gets the head its document would have', async ({
  page,
  request,
  problems,
}) => {
  await page.goto('/collections/car-amplifiers');
  const card = page.getByTestId('catalog-card-name').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/products\//);
  const address = new URL(page.url()).pathname + new URL(page.url()).search;
  const expected = await serverHead(request, address);
  expect(expected.title).not.toBe('');
  expect(expected.canonical).not.toContain('127.0.0.1');
  expect(expected.jsonLd.some((b) => JSON.parse(b)['@type'] === 'Product')).toBe(true);
  await expect.poll(() => shownHead(page)).toEqual(expected);
  expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
});

test('an unknown page answers 404 and shows the not-found screen', async ({ page }) => {
  const res = await page.goto('/nonexistent-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('a handle spelled otherwise redirects to the catalogue spelling, query kept', async ({ request }) => {
  const res = await request.get('/collections/Car-Subwoofers?page=2', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/collections/car-subwoofers?page=2');
});
