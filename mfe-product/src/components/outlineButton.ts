// The product remote's outlined control (Try again?, Notify Me, the reviews' sort and paging): one shape, a tone
// for its border and text.
import type { Theme } from '@emotion/react';

export type OutlineTone = 'neutral' | 'brand';

export function outlineButtonCss(theme: Theme, tone: OutlineTone = 'neutral', padding: string = theme.spacing.md) {
  const color = tone === 'brand' ? theme.colors.brand : theme.colors.text;
  return {
    minHeight: '40px',
    padding: `0 ${padding}`,
    border: `1px solid ${tone === 'brand' ? theme.colors.brand : theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    color,
    font: 'inherit',
  } as const;
}
