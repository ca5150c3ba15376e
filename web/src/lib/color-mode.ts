import type { ThemePreference } from '@contract/auth';
import { useLayoutEffect, useSyncExternalStore } from 'react';

export type { ThemePreference };
export type ColorScheme = 'light' | 'dark';

/**
 * The user area's theme preference. The profile holds it (GET user's `theme`, so it follows the
 * person to another device); this browser remembers the last one in `nutrindex_theme` so a reload
 * starts in it before the user arrives. 'system' follows the device (prefers-color-scheme).
 */
export const THEME_STORAGE_KEY = 'nutrindex_theme';

const PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];
const isPreference = (value: unknown): value is ThemePreference => PREFERENCES.includes(value as ThemePreference);

function readRemembered(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();
let current: ThemePreference | undefined;

export function getThemePreference(): ThemePreference {
  current ??= readRemembered();
  return current;
}

/** Applies a preference at once (every mounted user area follows) and remembers it in this browser. */
export function setThemePreference(preference: ThemePreference): void {
  if (preference === getThemePreference()) return;
  current = preference;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch (error) {
    console.error('[theme] could not remember the theme', error);
  }
  listeners.forEach((listener) => listener());
}

const subscribePreference = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribePreference, getThemePreference, getThemePreference);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribeSystem(listener: () => void) {
  const query = systemQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Whether the device asks for dark, following its changes (the OS switching at dusk). */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystem, () => systemQuery()?.matches ?? false, () => false);
}

export function resolveColorScheme(preference: ThemePreference, systemPrefersDark: boolean): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Renders the page in a scheme the Chakra way for a custom system (the `dark` class on <html>
 * switches every semantic token; docs/decisions/web-ui.md "Theme and language follow the person"), while
 * mounted: the auth screens stay light. Before the browser paints, so a dark page never flashes light.
 */
export function useColorSchemeOnDocument(scheme: ColorScheme): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', scheme === 'dark');
    root.style.colorScheme = scheme;
    return () => {
      root.classList.remove('dark');
      root.style.colorScheme = '';
    };
  }, [scheme]);
}

/** The user area in the person's preference, following the device when it is 'system'. */
export function useApplyThemePreference(): ColorScheme {
  const scheme = resolveColorScheme(useThemePreference(), useSystemPrefersDark());
  useColorSchemeOnDocument(scheme);
  return scheme;
}
