import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/auth';
import { describe, expect, it } from 'vitest';

/** Every key a Portuguese file has must exist in English too, so switching language leaves no gap. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  const namespaces = Object.keys(files)
    .filter((path) => path.startsWith('./pt/'))
    .map((path) => path.slice('./pt/'.length));

  it.each(namespaces)('en/%s has every key of pt/%s', (namespace) => {
    const en = keys(files[`./en/${namespace}`]);
    const missing = keys(files[`./pt/${namespace}`]).filter((key) => !en.includes(key));
    expect(missing).toEqual([]);
  });

  // The hints under the password fields state the limits the API applies (Firebase Auth's minimum is 6).
  it.each([
    ['pt', 'auth', 'register.steps.password.hint'],
    ['en', 'auth', 'register.steps.password.hint'],
    ['pt', 'profile', 'password.hint'],
    ['en', 'profile', 'password.hint'],
  ])('%s/%s.json %s states the password limits of the contract', (language, namespace, key) => {
    const hint = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], files[`./${language}/${namespace}.json`]);
    expect(hint).toEqual(expect.stringMatching(new RegExp(`\\b${PASSWORD_MIN}\\b.*\\b${PASSWORD_MAX}\\b`)));
  });
});
