import { describe, expect, it } from 'vitest';
import { firstParagraphText, TEASER_MAX_LENGTH } from './teaser.js';

describe('firstParagraphText', () => {
  it('answers the text of the first paragraph only, without tags and with entities decoded', () => {
    const html = '<h3>Resumo</h3><p><strong>Selênio</strong>: cofator &amp; antioxidante.</p><p>Segundo parágrafo pago.</p><table><tr><td>x</td></tr></table>';
    expect(firstParagraphText(html)).toBe('Selênio: cofator & antioxidante.');
  });

  it('skips empty paragraphs and answers null when there is no text', () => {
    expect(firstParagraphText('<p>&nbsp;</p><p>Texto</p>')).toBe('Texto');
    expect(firstParagraphText('<ul><li>item</li></ul>')).toBeNull();
  });

  it('cuts a long paragraph at a word with an ellipsis', () => {
    const text = firstParagraphText(`<p>${'palavra '.repeat(100)}</p>`) ?? '';
    expect(text.length).toBeLessThanOrEqual(TEASER_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
