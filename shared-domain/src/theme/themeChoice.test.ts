/** @jest-environment jsdom */
import { colorVariable, colors, darkPalette, lightPalette, paletteVariables } from './tokens';
import { readThemeChoice, resolveTheme, THEME_STORAGE_KEY, themePrePaintScript } from './themeChoice';

function runPrePaint(stored: string | null, systemDark: boolean) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  window.matchMedia = ((query: string) => ({ matches: systemDark && query.includes('dark') })) as never;
  document.documentElement.removeAttribute('data-theme');
  new Function(themePrePaintScript())();
  return document.documentElement;
}

describe('theme choice', () => {
  it('resolves light, dark and system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('reads the stored choice, defaulting to system for anything else', () => {
    expect(readThemeChoice({ getItem: () => 'dark' })).toBe('dark');
    expect(readThemeChoice({ getItem: () => 'purple' })).toBe('system');
    expect(readThemeChoice({ getItem: () => null })).toBe('system');
    expect(
      readThemeChoice({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
  });

  it('the pre-paint script applies the same decision before any bundle runs', () => {
    expect(runPrePaint('dark', false).getAttribute('data-theme')).toBe('dark');
    expect(runPrePaint('light', true).getAttribute('data-theme')).toBe('light');
    expect(runPrePaint(null, true).getAttribute('data-theme')).toBe('dark');
    expect(runPrePaint('garbage', false).getAttribute('data-theme')).toBe('light');
    expect(runPrePaint('dark', false).style.colorScheme).toBe('dark');
  });

  it('colours are CSS variables with the light value as fallback, and both palettes cover every token', () => {
    expect(colors.brand).toBe(`var(--sf-color-brand, ${lightPalette.brand})`);
    expect(colorVariable('warningBackground')).toBe('--sf-color-warning-background');
    expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
    expect(paletteVariables(darkPalette)['--sf-color-text']).toBe(darkPalette.text);
  });
});
