/** @jest-environment jest-fixed-jsdom */
// The content pages rendered on the server: prefetch asks for the page the address names, the HTML shows it, and the
// browser hydrates that HTML with the handed-over answer without a mismatch and without asking again.
import { mockApi, renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import { ABOUT_PAGE as ABOUT, contentPageFixture } from '../testing/marketingTestKit';
import ContentPage from './ContentPage';
import { prefetch } from './ContentPage.server';

const JOBS = contentPageFixture('jobs', 'Jobs at Sound Alley', 'Work with us.', [
  { type: 'paragraph', text: 'We are hiring installers.' },
]);

/** Serves the about page and the one above; any other path is the double's JSON 404. */
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

/** The page at `url`, rendered on the server with the answers above, then hydrated. */
async function renderContentPage(url: string, route: string, params?: Record<string, string>) {
  page = await renderOnServerThenHydrate(<ContentPage />, { url, route, params, prefetch, api });
  return page;
}

describe('content pages rendered on the server and hydrated', () => {
  it('a content page: its title and blocks in the HTML', async () => {
    const rendered = await renderContentPage('/pages/about-us', '/pages/:page', { page: 'about-us' });
    expect(rendered.html).toContain('About Sound Alley');
    expect(rendered.html).toContain('&lt;b&gt;Not bold&lt;/b&gt; since 2004.');
    expect(rendered.html).toContain('Do you ship to Canada?');
    expectCleanHydration(rendered);
  });

  it('the jobs page: the handle from its path', async () => {
    const rendered = await renderContentPage('/jobs', '/jobs');
    expect(rendered.html).toContain('Jobs at Sound Alley');
    expect(rendered.html).toContain('We are hiring installers.');
    expectCleanHydration(rendered);
  });

  it('an unknown page: the not-found state, hydrated as not found', async () => {
    const rendered = await renderContentPage('/pages/nope', '/pages/:page', { page: 'nope' });
    expect(rendered.html).toContain('Page not found');
    expect(rendered.html).toContain('data-testid="marketing-content-page-not-found"');
    expect(rendered.container.querySelector('[data-testid="marketing-content-page-not-found"]')).not.toBeNull();
    expectCleanHydration(rendered);
  });
});
