import type { Theme } from '@emotion/react';

/** Every link of a mega-menu panel starts from this look; each kind adds its own weight, size or box. */
export function megaMenuLinkCss(theme: Theme) {
  return {
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 2 },
  };
}
