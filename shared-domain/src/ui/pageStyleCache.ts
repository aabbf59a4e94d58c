// The Emotion cache and theme the JSX kernel (config/web/emotionJsxKernel.js) works a styled element's class out with
// as the element is made, instead of Emotion's components around it reading them from the tree: the page's one cache
// and its theme, named here. A page with a second cache (the cart embed, a remote mounted on its own) says so, and from
// then on every element takes Emotion's own way.
import type { EmotionCache, Theme } from '@emotion/react';

/** The kernel's symbol: { cache, theme }, or false once a second cache is on the page. */
const PAGE_STYLES = Symbol.for('storefront.pageStyles');

interface PageStyles {
  /** The cache of the render under way (undefined outside one: such elements take Emotion's way). */
  cache: () => EmotionCache | undefined;
  theme: Theme;
}

const slot = globalThis as unknown as Record<typeof PAGE_STYLES, PageStyles | false | undefined>;

/**
 * Names the page's one cache and theme: the shell's in the browser; on the server, a function finding the render under
 * way's cache. Ignored once a second cache is on the page.
 */
export function namePageStyles(styles: PageStyles): void {
  if (slot[PAGE_STYLES] !== false) slot[PAGE_STYLES] = styles;
}

/** A second Emotion cache is on the page: every element takes Emotion's way from now on. */
export function otherStyleCacheOnPage(): void {
  slot[PAGE_STYLES] = false;
}
