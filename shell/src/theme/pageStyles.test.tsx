// The JSX runtime in the browser (config/web/emotionJsxKernel.js; the server's side: pageStyles.server.test.tsx): the
// shell names its cache, and the server's HTML hydrates with no mismatch though no Emotion component is made.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { namePageStyles, storefrontTheme } from '@storefront/shared-domain';
import { StyledSample, forgetPageStyles, lead } from '../test/styledSample';

const tree = (cache: ReturnType<typeof createCache>) => (
  <CacheProvider value={cache}>
    <ThemeProvider theme={storefrontTheme}>
      <StyledSample />
    </ThemeProvider>
  </CacheProvider>
);

afterEach(forgetPageStyles);

it('hydrates the server’s HTML with no mismatch and makes the styled elements themselves', async () => {
  const html = renderToString(tree(createCache({ key: 'sf' })));
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const browser = createCache({ key: 'sf' });
  namePageStyles({ cache: () => browser, theme: storefrontTheme });
  expect((<p css={lead} />).type).toBe('p');

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(document.getElementById('root') as HTMLElement, tree(browser), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(document.getElementById('root')?.innerHTML).toBe(html);
  // The rules went into the browser's cache, so the page keeps its styles after hydration.
  expect(browser.inserted[lead.name]).toBe(true);
});
