/** @jest-environment jest-fixed-jsdom */
// The content pages rendered on the server: prefetch asks for the page the address names, the HTML shows it, and the
// browser hydrates that HTML with the handed-over answer without a mismatch and without asking again.
import { mockApi, renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import type { ContentPage as Page } from '@storefront/shared-domain';
import ContentPage from './ContentPage';
import { prefetch } from './ContentPage.server';

const ABOUT: Page = {
  handle: 'about-us',
  title: 'About Sound Alley',
  description: 'Who we are.',
  updatedAt: '2025-11-01T00:00:00.000Z',
  blocks: [
    { type: 'heading', level: 2, text: 'Our story' },
    { type: 'paragraph', text: '<b>Not bold</b> since 2004.' },
    { type: 'links', items: [{ text: 'Return policy', href: '/pages/return-policy' }] },
    { type: 'faq', items: [{ question: 'Do you ship to Canada?', answer: 'US only.' }] },
  ],
};

const JOBS: Page = {
  handle: 'jobs',
  title: 'Jobs at Sound Alley',
  description: 'Work with us.',
  updatedAt: '2025-11-01T00:00:00.000Z',
  blocks: [{ type: 'paragraph', text: 'We are hiring installers.' }],
};

/** Serves the two pages above; any other path is the double's JSON 404. */
const api = () =>
  mockApi((url) => {
    const page = [ABOUT, JOBS].find((candidate) => url.pathname === `/api/marketing/pages/${candidate.handle}`);
    return page ? { body: page } : undefined;
  });

let page: ServerThenHydrate | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

/** The browser's calls for the page's content (the viewer's session and the sale settings are the frame's). */
const contentCalls = (rendered: ServerThenHydrate) =>
  rendered.browserCalls.filter((call) => call.startsWith('/api/marketing/pages'));

function expectCleanHydration(rendered: ServerThenHydrate) {
  expect(rendered.recoverableErrors).toEqual([]);
  expect(rendered.consoleErrors).toEqual([]);
  expect(contentCalls(rendered)).toEqual([]);
}

describe('content pages rendered on the server and hydrated', () => {
  it('a content page: its title and blocks in the HTML', async () => {
    page = await renderOnServerThenHydrate(<ContentPage />, {
      url: '/pages/about-us',
      route: '/pages/:page',
      params: { page: 'about-us' },
      prefetch,
      api,
    });
    expect(page.html).toContain('About Sound Alley');
    expect(page.html).toContain('&lt;b&gt;Not bold&lt;/b&gt; since 2004.');
    expect(page.html).toContain('Do you ship to Canada?');
    expectCleanHydration(page);
  });

  it('the jobs page: the handle from its path', async () => {
    page = await renderOnServerThenHydrate(<ContentPage />, {
      url: '/jobs',
      route: '/jobs',
      prefetch,
      api,
    });
    expect(page.html).toContain('Jobs at Sound Alley');
    expect(page.html).toContain('We are hiring installers.');
    expectCleanHydration(page);
  });

  it('an unknown page: the not-found state, hydrated as not found', async () => {
    page = await renderOnServerThenHydrate(<ContentPage />, {
      url: '/pages/nope',
      route: '/pages/:page',
      params: { page: 'nope' },
      prefetch,
      api,
    });
    expect(page.html).toContain('Page not found');
    expect(page.html).toContain('data-testid="marketing-content-page-not-found"');
    expect(page.container.querySelector('[data-testid="marketing-content-page-not-found"]')).not.toBeNull();
    expectCleanHydration(page);
  });
});
