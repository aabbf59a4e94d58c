// Design tokens of the storefront. Breakpoints come from the spec (spec 2 §9: mobile under 768 px, tablet 768 to
// 1024 px, desktop above) via LAYOUT in constants; everything else is a design choice kept in one place.
import { LAYOUT } from '../constants';

/** The light palette: raw values (also for places that cannot take a CSS variable, such as brand logos). */
export const lightPalette = {
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

export type ColorToken = keyof typeof lightPalette;

/** The dark palette: the same tokens for the dark theme (surfaces dark, text light, accents lifted for contrast). */
export const darkPalette: Readonly<Record<ColorToken, string>> = {
  brand: '#ff4d55',
  brandDark: '#d2232a',
  text: '#ececec',
  textMuted: '#a8adb3',
  textInverse: '#ffffff',
  background: '#15171a',
  surface: '#22252a',
  surfaceDark: '#0a0a0a',
  border: '#3a3e44',
  link: '#7cb8ff',
  success: '#5fcf7a',
  danger: '#ff6b6b',
  warningBackground: '#4a3b00',
  warningText: '#ffe48a',
  sale: '#e0323a',
  backdrop: 'rgba(0, 0, 0, 0.65)',
};

/** The CSS custom property of a colour token: '--sf-color-brand'. */
export function colorVariable(token: ColorToken): string {
  return `--sf-color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * What components use: each colour is a CSS variable (so the theme switches without re-rendering), falling back to
 * the light value where no theme stylesheet is present (a remote embedded in another site).
 */
export const colors = Object.fromEntries(
  (Object.keys(lightPalette) as ColorToken[]).map((token) => [
    token,
    `var(${colorVariable(token)}, ${lightPalette[token]})`,
  ]),
) as { readonly [K in ColorToken]: string };

/** The custom properties of a palette, for a stylesheet rule (`:root { ... }`). */
export function paletteVariables(palette: Readonly<Record<ColorToken, string>>): Record<string, string> {
  return Object.fromEntries((Object.keys(palette) as ColorToken[]).map((t) => [colorVariable(t), palette[t]]));
}

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
