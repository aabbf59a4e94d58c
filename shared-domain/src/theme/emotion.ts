// Emotion theme typing: `useTheme()` and `css={(theme) => ...}` see the storefront tokens everywhere.
import type {} from '@emotion/react';
import type { StorefrontTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends StorefrontTheme {}
}

export {};
