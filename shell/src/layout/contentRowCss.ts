import type { Theme } from '@emotion/react';

/** A band held to the page's content width and centred, with its padding: the header's rows, a mega-menu, the footer. */
export function contentRowCss(theme: Theme, padding: string) {
  return { maxWidth: theme.layout.contentMaxWidth, margin: '0 auto', padding };
}
