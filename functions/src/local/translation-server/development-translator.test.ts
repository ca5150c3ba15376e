import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_MARK, developmentTranslation } from './development-translator.js';

describe('the local development translator (a word list, not a translation engine)', () => {
  it('marks the text and swaps listed words, keeping every tag and attribute of a table with merged cells', () => {
    const html = '<table><tr><th colspan="2">Forma química</th></tr><tr><td rowspan="2">Dose</td><td>Cápsula com água</td></tr></table>';
    expect(developmentTranslation(html)).toBe(
      `<table><tr><th colspan="2">${DEVELOPMENT_MARK} Form chemical</th></tr><tr><td rowspan="2">Dose</td><td>Capsule with water</td></tr></table>`,
    );
  });

  it('passes the text of translate="no" elements through untouched, the mark before them', () => {
    expect(developmentTranslation('<span translate="no">Chemical Forms</span> de zinco')).toBe(`${DEVELOPMENT_MARK} <span translate="no">Chemical Forms</span> of zinco`);
  });

  it('swaps whole words only, never letters inside codes such as 7e0c or B12', () => {
    expect(developmentTranslation('Vitamina B12 e 7e0c')).toBe(`${DEVELOPMENT_MARK} Vitamin B12 and 7e0c`);
  });

  it('keeps images, links and line breaks', () => {
    expect(developmentTranslation('<p>Uso<br><img src="/a.png" alt="x"> <a href="https://e.com">fonte</a></p>')).toBe(
      `<p>${DEVELOPMENT_MARK} Use<br><img src="/a.png" alt="x"> <a href="https://e.com">fonte</a></p>`,
    );
  });
});
