import { useEffect, useSyncExternalStore } from 'react';

/** The dashboard's theme, remembered in this browser. */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'nutrindex_color_mode';

const listeners = new Set<() => void>();

function readColorMode(): ColorMode {
  try {
    return localStorage.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: ColorMode = readColorMode();

export function setColorMode(mode: ColorMode): void {
  current = mode;
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.error('[theme] could not remember the theme', error);
  }
  listeners.forEach((listener) => listener());
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}

/**
 * Applies the theme the Chakra way for a custom system: the `dark` class on <html> switches every
 * semantic token. Only while the dashboard is shown; the user area and the auth screen stay light.
 */
export function useApplyColorMode(): void {
  const mode = useColorMode();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.style.colorScheme = mode;
    return () => {
      root.classList.remove('dark');
      root.style.colorScheme = '';
    };
  }, [mode]);
}
