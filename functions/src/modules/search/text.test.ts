import { describe, expect, it } from 'vitest';
import { htmlToText, htmlToUnitText, letterPairKeys, openingOf, pairAfter, pairBefore, queryTerms, snippetAround, SNIPPET_LENGTH } from './text.js';

describe('htmlToText', () => {
  it('keeps the words of a topic and separates table cells and paragraphs', () => {
    const html = '<p>Formas <strong>químicas</strong></p><table><tr><td>Bisglicinato</td><td>~14%</td></tr></table><ul><li>Citrato</li></ul>';
    expect(htmlToText(html)).toBe('Formas químicas Bisglicinato ~14% Citrato');
  });

  it('does not split a word around inline marks', () => {
    expect(htmlToText('<p>bis<em>glicinato</em> de magn<span>ésio</span></p>')).toBe('bisglicinato de magnésio');
  });

  it('decodes named and numeric entities and drops tag text entirely', () => {
    expect(htmlToText('<p>Magn&eacute;sio&nbsp;&amp; c&aacute;lcio &#8211; 5&#x3bc;g &lt;b&gt;</p>')).toBe('Magnésio & cálcio – 5μg <b>');
    expect(htmlToText('<p title="<x>">a</p><script>alert(1)</script><!-- nota -->b')).toBe('a b');
  });

  it('leaves unknown or invalid entities harmless', () => {
    expect(htmlToText('a &bogus; b &#xD800; c &#99999999; d')).toBe('a &bogus; b c &#99999999; d');
  });

  it('answers quickly on hostile input', () => {
    const hostile = `${'<'.repeat(50_000)}${'&#'.repeat(50_000)}<p ${'a='.repeat(50_000)}`;
    const startedAt = performance.now();
    htmlToText(hostile);
    expect(performance.now() - startedAt).toBeLessThan(500);
  });
});

describe('htmlToUnitText', () => {
  it('keeps table cells, list items, headings and paragraphs apart with a separator', () => {
    const html =
      '<table><thead><tr><th>Forma química</th><th>Teor</th><th>Observações</th></tr></thead>' +
      '<tbody><tr><td><strong>Citrato</strong></td><td>~16%</td><td>Boa absorção</td></tr></tbody></table>' +
      '<h3>Conduta</h3><ul><li>Iniciar baixo</li><li>Reavaliar</li></ul>';
    expect(htmlToUnitText(html)).toBe('Forma química · Teor · Observações · Citrato · ~16% · Boa absorção · Conduta · Iniciar baixo · Reavaliar');
  });

  it('needs no separator after a full stop, skips empty cells and keeps inline marks inside a word', () => {
    expect(htmlToUnitText('<p>Demonstração.</p><p>bis<em>glicinato</em></p><table><tr><td> </td><td>&nbsp;</td><td>Zinco</td></tr></table>')).toBe('Demonstração. bisglicinato · Zinco');
  });

  it('answers quickly on hostile input', () => {
    const startedAt = performance.now();
    htmlToUnitText(`${'<td>'.repeat(50_000)}${'<'.repeat(50_000)}`);
    expect(performance.now() - startedAt).toBeLessThan(500);
  });
});

describe('letterPairKeys (one-letter query words such as the d of "vit d")', () => {
  it('pairs the letter alone or with digits with the word right before and after it', () => {
    expect(letterPairKeys('Rica em vitamina D3 e cálcio')).toEqual([pairAfter('vitamina', 'd3')]);
    expect(letterPairKeys('Osteoporose (com vitamina-d)')).toEqual([pairAfter('vitamina', 'd')]);
    expect(letterPairKeys('D3 (colecalciferol)')).toEqual([pairBefore('d3', 'colecalciferol')]);
  });

  it('does not pair across a stop word, a cell edge or a full stop, nor count stop words as letters', () => {
    expect(letterPairKeys('Vitamina E (d-alfa-tocoferol)')).toEqual([pairBefore('d', 'alfa')]);
    expect(letterPairKeys('Observações · D-biotina')).toEqual([pairBefore('d', 'biotina')]);
    expect(letterPairKeys('vitamina · D3. Zinco')).toEqual([]);
    expect(letterPairKeys('vitamina dose e cálcio')).toEqual([]);
  });
});

describe('queryTerms', () => {
  it('lower-cases, strips accents and drops short stop words', () => {
    expect(queryTerms('Óxido DE Magnésio com Zinco')).toEqual(['oxido', 'magnesio', 'zinco']);
    expect(queryTerms('the form of zinc')).toEqual(['form', 'zinc']);
    expect(queryTerms('  de  ')).toEqual([]);
  });
});

describe('snippetAround', () => {
  const long =
    'O magnésio participa de mais de trezentas reações enzimáticas e da produção de energia celular. ' +
    'Entre as formas disponíveis, o citrato tem boa absorção e leve efeito laxativo em doses altas. ' +
    'O bisglicinato de magnésio é um quelato com alta absorção e ótima tolerância gastrointestinal, indicado para sono e ansiedade. ' +
    'O óxido de magnésio tem baixa absorção fracionada e é usado como laxativo e antiácido em doses maiores.';

  it('answers a short text whole when it has the term', () => {
    expect(snippetAround('Citrato de magnésio', ['magnesio'])).toBe('Citrato de magnésio');
  });

  it('answers at most 200 characters around the match, with ellipses where cut', () => {
    const snippet = snippetAround(long, ['bisglicinato'])!;
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(snippet).toContain('bisglicinato de magnésio');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    const body = snippet.slice(1, -1);
    const at = long.indexOf(body);
    expect(at).toBeGreaterThan(0);
    expect(long[at - 1]).toBe(' ');
    expect(long[at + body.length]).toBe(' ');
  });

  it('finds an accented word by its processed form, and a longer word by prefix', () => {
    expect(snippetAround(long, ['antiacido'])).toMatch(/antiácido em doses maiores\.$/);
    expect(snippetAround(long, ['gastro'])).toContain('gastrointestinal');
  });

  it('keeps the window inside the text when the match is near its end', () => {
    const snippet = snippetAround(long, ['maiores'])!;
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(snippet.endsWith('doses maiores.')).toBe(true);
  });

  it('answers null when no word matches', () => {
    expect(snippetAround(long, ['zinco'])).toBeNull();
  });

  it('cuts an opening at a word boundary', () => {
    const opening = openingOf(long);
    expect(opening.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(opening.startsWith('O magnésio participa')).toBe(true);
    expect(opening.endsWith('…')).toBe(true);
  });
});
