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
});
