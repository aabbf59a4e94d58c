// Theme choice (spec 2 §3 local storage, §4 'Theme'): light, dark or system, stored locally. The document carries the
// resolved theme as <html data-theme="light|dark">; the stylesheet maps it to the palette's CSS variables. The same
// decision runs twice: once in a tiny inline script before the first paint (no flash of the wrong theme), and in the
// shell afterwards (changes of choice or of the system setting).
import { darkPalette, lightPalette } from './tokens';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'sa_theme';
/** CHOICE: without a stored choice the store follows the system setting. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The stored choice; anything unreadable or unknown counts as the default. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined | null): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : DEFAULT_THEME_CHOICE;
  } catch {
    return DEFAULT_THEME_CHOICE;
  }
}

/** Sets <html data-theme> and the colour scheme (form controls, scrollbars) and the page background. */
export function applyResolvedTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = (theme === 'dark' ? darkPalette : lightPalette).background;
}

/**
 * The inline script for the document head: the same rule as readThemeChoice + resolveTheme + applyResolvedTheme,
 * without any module (it runs before the bundles). Kept next to them so the two cannot drift; a test runs it.
 */
export function themePrePaintScript(): string {
  const backgrounds = JSON.stringify({ light: lightPalette.background, dark: darkPalette.background });
  return (
    '(function(){try{' +
    `var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(${JSON.stringify(THEME_CHOICES)}.indexOf(c)<0)c=${JSON.stringify(DEFAULT_THEME_CHOICE)};` +
    `var t=c==='system'?(window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?'dark':'light'):c;` +
    `var r=document.documentElement;r.setAttribute('data-theme',t);r.style.colorScheme=t;r.style.backgroundColor=${backgrounds}[t];` +
    '}catch(e){}})();'
  );
}
