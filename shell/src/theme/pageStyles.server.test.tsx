/** @jest-environment node */
// The JSX runtime every build uses (config/web/emotionJsxKernel.js): on a page that names its Emotion cache and theme
// (the shell does, bootstrap.tsx and server/renderPage.tsx), a styled element is made without Emotion's components
// around it. What a shopper sees must not change: the same HTML, the same rules, the same winner when styles merge (the
// browser's side, hydration: pageStyles.test.tsx).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { namePageStyles, otherStyleCacheOnPage, storefrontTheme } from '@storefront/shared-domain';
import { Label, StyledSample as Sample, emphasis, forgetPageStyles, lead } from '../test/styledSample';

/** The HTML and the rules (by class name) of one server-style render with this cache. */
function rendered(cache: EmotionCache, element: () => ReactElement) {
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={storefrontTheme}>{element()}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, rules: { ...cache.inserted } };
}

/** A cache as the server render's: its rules kept for the page's head rather than written beside each element. */
function serverCache(): EmotionCache {
  const cache = createCache({ key: 'sf' });
  cache.compat = true;
  return cache;
}

afterEach(forgetPageStyles);

describe("The JSX runtime: a page's styled elements without Emotion's components", () => {
  it("gives the same HTML and rules as Emotion's own way, for every form of css", () => {
    const emotions = rendered(serverCache(), () => <Sample />);

    const cache = serverCache();
    namePageStyles({ cache: () => cache, theme: storefrontTheme });
    const direct = rendered(cache, () => <Sample />);

    expect(direct.html).toBe(emotions.html);
    expect(direct.rules).toEqual(emotions.rules);
    expect(direct.html).toContain('class="plain sf-');
  });

  it('merges a class the caller passes into one rule in which the caller’s styles come last', () => {
    const cache = serverCache();
    namePageStyles({ cache: () => cache, theme: storefrontTheme });
    const { html, rules } = rendered(cache, () => <Label css={emphasis}>Merged</Label>);
    const className = /class="([^"]+)"/.exec(html)?.[1] ?? '';
    const rule = String(rules[className.replace('sf-', '')]);
    expect(rule.indexOf('color:red')).toBeGreaterThan(-1);
    expect(rule.indexOf('color:blue')).toBeGreaterThan(rule.indexOf('color:red'));
  });

  it('makes the element itself, with its class name, when the page named its styles', () => {
    const cache = serverCache();
    expect((<p css={lead} />).type).not.toBe('p');
    namePageStyles({ cache: () => cache, theme: storefrontTheme });
    const element = <p css={lead} />;
    expect(element.type).toBe('p');
    expect((element.props as { className: string }).className).toBe(`sf-${lead.name}`);
    expect(cache.inserted[lead.name]).toEqual(expect.stringContaining('color:red'));
  });

  it('takes Emotion’s way outside a render of the named page (no cache under way)', () => {
    namePageStyles({ cache: () => undefined, theme: storefrontTheme });
    expect((<p css={lead} />).type).not.toBe('p');
  });

  it('takes Emotion’s way for good once a second cache is on the page (an embed, a remote mounted alone)', () => {
    otherStyleCacheOnPage();
    const cache = serverCache();
    namePageStyles({ cache: () => cache, theme: storefrontTheme });
    expect((<p css={lead} />).type).not.toBe('p');
  });
});
