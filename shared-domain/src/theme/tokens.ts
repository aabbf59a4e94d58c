// Design tokens of the storefront. Breakpoints come from the spec (spec 2 §9: mobile under 768 px, tablet 768 to
// 1024 px, desktop above) via LAYOUT in constants; everything else is a design choice kept in one place.
import { LAYOUT } from '../constants';

export const colors = {
  brand: '#d2232a',
  brandDark: '#a8181e',
  text: '#1b1b1b',
  textMuted: '#5f6368',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f4f4f5',
  surfaceDark: '#111111',
  border: '#dedede',
  link: '#0b5cab',
  success: '#1e7d34',
  /** Red text of validation messages and incompatible cart rows (spec 2 §2, §5). */
  danger: '#d0021b',
  /** Yellow panel of the error banner (spec 2 §8). */
  warningBackground: '#fff4c2',
  warningText: '#5c4400',
  sale: '#d2232a',
  backdrop: 'rgba(0, 0, 0, 0.45)',
} as const;

/** 4-pixel spacing scale. */
export const spacing = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const;

export const typography = {
  fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  headingFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  monoFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  sizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '36px' },
  weights: { regular: 400, medium: 500, bold: 700, black: 900 },
  lineHeights: { tight: 1.2, normal: 1.5 },
} as const;

export const radii = { none: '0', sm: '2px', md: '4px', lg: '8px', pill: '999px' } as const;

export const shadows = {
  panel: '-4px 0 16px rgba(0, 0, 0, 0.18)',
  card: '0 1px 4px rgba(0, 0, 0, 0.12)',
} as const;

export const zIndices = { header: 100, dropdown: 200, backdrop: 900, sidebar: 1000, modal: 1100, toast: 1200 } as const;

/** Breakpoint edges in pixels: mobile < tablet (768) ; tablet <= tabletMax (1024) ; desktop above. */
export const breakpoints = {
  tablet: LAYOUT.mobileMaxExclusivePx,
  tabletMax: LAYOUT.tabletMaxInclusivePx,
  desktop: LAYOUT.tabletMaxInclusivePx + 1,
} as const;

/** Media queries for Emotion: `${mq.mobile} { ... }`. */
export const mq = {
  mobile: `@media (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.tabletMax}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
  tabletDown: `@media (max-width: ${breakpoints.tabletMax}px)`,
} as const;

/** The same queries without '@media', for window.matchMedia. */
export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `(min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.tabletMax}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
} as const;

// The viewport class of a width is a rule: deviceClassForWidth (rules/page.ts) uses the same edges.

export const layout = {
  mobileHeaderHeight: `${LAYOUT.mobileHeaderHeightPx}px`,
  logoWidth: LAYOUT.logo.width,
  logoHeight: LAYOUT.logo.height,
  contentMaxWidth: '1280px',
  cartPanelWidth: '420px',
} as const;

export const storefrontTheme = {
  colors,
  spacing,
  typography,
  radii,
  shadows,
  zIndices,
  breakpoints,
  mq,
  layout,
} as const;

export type StorefrontTheme = typeof storefrontTheme;
