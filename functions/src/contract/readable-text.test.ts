import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text.js';

describe('readableText', () => {
  it('keeps the cells of a table apart, one row per line', () => {
    const html = '<table><thead><tr><th>Forma química</th><th>Teor</th><th>Observações</th></tr></thead><tbody><tr><td><p>Citrato</p></td><td>16%</td><td>Boa absorção</td></tr></tbody></table>';
    expect(readableText(html)).toBe('Forma química | Teor | Observações\nCitrato | 16% | Boa absorção');
  });

  it('puts paragraphs, headings and list items on their own lines, bulleting the items', () => {
    expect(readableText('<h2>Posologia</h2><p>Adultos:<br>200 mg</p><ul><li>com refeições</li><li>à noite</li></ul>')).toBe('Posologia\nAdultos:\n200 mg\n• com refeições\n• à noite');
  });

  it('keeps inline formatting inside its line and collapses spaces', () => {
    expect(readableText('<p><strong>Magnésio</strong>   é  <em>essencial</em>.</p>')).toBe('Magnésio é essencial.');
  });

  it('decodes the entities the sanitiser writes', () => {
    expect(readableText('<p>5 &lt; 10 &amp; 10 &gt; 5&nbsp;mg &quot;dose&quot; &#39;a&#39; &#x2013; &#8212;</p>')).toBe('5 < 10 & 10 > 5 mg "dose" \'a\' – —');
  });

  it('drops empty paragraphs and empty rows, and leaves text without tags as it is', () => {
    expect(readableText('<p>&nbsp;</p><table><tr><td></td><td></td></tr></table><p>fim</p>')).toBe('fim');
    expect(readableText('só texto')).toBe('só texto');
    expect(readableText('')).toBe('');
  });

  it('ignores script and style contents', () => {
    expect(readableText('<style>p{color:red}</style><p>visível</p><script>alert(1)</script>')).toBe('visível');
  });
});
