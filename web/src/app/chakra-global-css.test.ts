// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss, chakraGlobalStylesheet } from './chakra-global-css';
import { createNutrindexSystem, getSystem } from './system';

const shipped = readFileSync(new URL('./chakra-global.css', import.meta.url), 'utf8');

describe('chakra-global.css', () => {
  it('is what the system gives today (else run `npm run css:global -w web`)', () => {
    expect(shipped === chakraGlobalStylesheet(createNutrindexSystem())).toBe(true);
  });

  it('holds the reset, the global styles and the tokens, in their layers', () => {
    const css = chakraGlobalCss(createNutrindexSystem());
    expect(css.startsWith('@layer reset{')).toBe(true);
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    // The app's own tokens (system.ts): the solid teal and the canvas background.
    expect(css).toContain('--chakra-colors-teal-solid:var(--chakra-colors-teal-700)');
    expect(css).toContain('--chakra-colors-bg-canvas:#f4f8f7');
    // Colour families left out of the tokens stay out.
    expect(css).not.toContain('--chakra-colors-purple-500');
  });

  it('is not inserted again by the provider', () => {
    expect(getSystem()._global).toEqual([]);
    expect(createNutrindexSystem()._global.length).toBeGreaterThan(0);
  });
});
