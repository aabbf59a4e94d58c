// The visitor's theme choice (light, dark, system) for the running page: stored in localStorage, applied to <html>
// (the pre-paint script in the document head applied it once already), and re-applied when the system setting
// changes while 'system' is chosen or another tab changes the choice.
import { useSyncExternalStore } from 'react';
import {
  applyResolvedTheme,
  DARK_SCHEME_QUERY,
  readThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@storefront/shared-domain';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY).matches
    : false;
}

export function currentThemeChoice(): ThemeChoice {
  return readThemeChoice(storage());
}

function apply(): void {
  if (typeof document === 'undefined') return;
  applyResolvedTheme(document.documentElement, resolveTheme(currentThemeChoice(), systemPrefersDark()));
  listeners.forEach((listener) => listener());
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, choice);
  } catch (error) {
    // Private mode or a full quota: the choice holds for this page only.
    console.error('[theme] could not store the theme choice', error);
  }
  apply();
}

let watching = false;

/** Follows the system setting and other tabs; idempotent. */
export function watchThemeChanges(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.matchMedia?.(DARK_SCHEME_QUERY).addEventListener?.('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) apply();
  });
  apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentThemeChoice, () => 'system');
}
