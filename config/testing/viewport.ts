import { mediaQueries } from '@storefront/shared-domain';

/**
 * Makes `matchMedia` answer as a phone (under the tablet breakpoint) or a wider screen would: only the mobile query
 * matches, and only on a phone. Returns what puts the previous `matchMedia` back.
 */
export function setViewport(kind: 'mobile' | 'desktop'): () => void {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...previous(query),
    matches: kind === 'mobile' && query.includes(mediaQueries.mobile),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = previous;
  };
}
