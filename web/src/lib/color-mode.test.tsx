import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColorScheme, setThemePreference, THEME_STORAGE_KEY, useApplyThemePreference } from './color-mode';

/** A device whose prefers-color-scheme can be switched while the page is open. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    switchTo(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

function UserArea() {
  useApplyThemePreference();
  return null;
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => setThemePreference('system'));
afterEach(() => vi.unstubAllGlobals());

describe('the user area theme', () => {
  it('resolves system from the device and keeps an explicit choice', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('follows a dark device by default, and the device changing while the page is open', () => {
    const device = fakeDevice(true);
    render(<UserArea />);
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    act(() => device.switchTo(false));
    expect(isDark()).toBe(false);
  });

  it('applies a chosen theme at once, remembers it in this browser, and leaves the page light when the user area closes', () => {
    fakeDevice(false);
    const view = render(<UserArea />);
    expect(isDark()).toBe(false);
    act(() => setThemePreference('dark'));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    view.unmount();
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('');
  });
});
