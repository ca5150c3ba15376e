import { useSyncExternalStore } from 'react';
import { useColorSchemeOnDocument, type ColorScheme } from '@/lib/color-mode';

/** The dashboard's theme, remembered in this browser. */
export type ColorMode = ColorScheme;

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

/** The dashboard in its theme, only while it is shown (lib/color-mode.ts). */
export function useApplyColorMode(): void {
  useColorSchemeOnDocument(useColorMode());
}
