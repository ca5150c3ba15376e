import { describe, expect, it } from 'vitest';
import type { TopicValue } from '../editor-value';
import { deserializeTopicHtml } from './deserialize-html';
import { SEEDED_CHEMICAL_FORMS, SEEDED_DESCRIPTION, SEEDED_DOSAGE } from './seeded-topics.fixture';
import { serializeTopicHtml } from './serialize-html';

const roundTrip = (html: string) => serializeTopicHtml(deserializeTopicHtml(html));

describe('topic HTML round trip', () => {
  it.each([
    ['a seeded description (em, strong, h3, ul)', SEEDED_DESCRIPTION],
    ['a seeded chemical-forms topic (thead/th, tbody with strong cells)', SEEDED_CHEMICAL_FORMS],
    ['a seeded dosage topic (table, ol)', SEEDED_DOSAGE],
    ['a table with a merged header cell and a row span', '<table><thead><tr><th colspan="2">Forma</th><th>Teor</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td><td>c</td></tr><tr><td>d</td><td></td></tr></tbody></table>'],
    ['every mark, nested in the canonical order', '<p><strong><em><s>all</s></em></strong> <em>it</em> <s>st</s> <u>un</u> &amp; &lt;x&gt; "quoted"</p>'],
    ['headings 1 to 6 and a rule', '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><hr />'],
    ['nested and ordered lists', '<ul><li>a<ul><li>a.1</li></ul></li><li>b</li></ul><ol><li>one</li><li>two</li></ol>'],
    ['an uploaded image and a link', '<img src="/uploads/images/abc123.png" alt="Cápsulas &quot;soft&quot;" /><p>Veja <a href="https://ods.od.nih.gov" rel="noopener noreferrer" target="_blank">o NIH</a>.</p>'],
    ['column widths and a cell with two paragraphs', '<table><colgroup><col style="width:120px" /><col /></colgroup><tbody><tr><td><p>a</p><p>b</p></td><td>c</td></tr></tbody></table>'],
    ['empty lines and a line break', '<p>&nbsp;</p><p>linha 1<br />linha 2</p><p>&nbsp;</p>'],
  ])('keeps %s unchanged', (_label, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('reads a seeded table as a header row of th cells and body rows of td cells', () => {
    const [, , table] = deserializeTopicHtml(SEEDED_CHEMICAL_FORMS);
    expect(table?.type).toBe('table');
    if (table?.type !== 'table') return;
    expect(table.children[0]?.children.map((cell) => cell.type)).toEqual(['th', 'th', 'th']);
    expect(table.children[1]?.children.map((cell) => cell.type)).toEqual(['td', 'td', 'td']);
  });

  it('reads a merged cell as colSpan on the cell', () => {
    const [table] = deserializeTopicHtml('<table><tbody><tr><td colspan="2">a</td></tr><tr><td>b</td><td>c</td></tr></tbody></table>');
    expect(table?.type === 'table' && table.children[0]?.children[0]?.colSpan).toBe(2);
  });
});

describe('empty paragraphs', () => {
  it('are saved as <p>&nbsp;</p>', () => {
    const value: TopicValue = [
      { type: 'p', children: [{ text: 'antes' }] },
      { type: 'p', children: [{ text: '' }] },
      { type: 'p', children: [{ text: '  ' }] },
      { type: 'p', children: [{ text: 'depois' }] },
    ];
    expect(serializeTopicHtml(value)).toBe('<p>antes</p><p>&nbsp;</p><p>&nbsp;</p><p>depois</p>');
  });

  it('come back from <p></p>, <p><br></p> and <p>&nbsp;</p> as empty lines', () => {
    expect(roundTrip('<p>a</p><p></p><p><br></p><p> </p><p>b</p>')).toBe('<p>a</p><p>&nbsp;</p><p>&nbsp;</p><p>&nbsp;</p><p>b</p>');
  });

  it('leave out the empty line kept after a final table, rule or list', () => {
    expect(serializeTopicHtml([{ type: 'hr', children: [{ text: '' }] }, { type: 'p', children: [{ text: '' }] }])).toBe('<hr />');
    expect(serializeTopicHtml([{ type: 'p', children: [{ text: 'a' }] }, { type: 'p', children: [{ text: '' }] }])).toBe('<p>a</p><p>&nbsp;</p>');
  });

  it('leave a document of one empty line empty', () => {
    expect(serializeTopicHtml(deserializeTopicHtml(''))).toBe('');
    expect(deserializeTopicHtml('')).toEqual([{ type: 'p', children: [{ text: '' }] }]);
  });
});

describe('what the sanitiser would strip', () => {
  it('is never written: classes, styles, data attributes and ids are dropped', () => {
    const html = '<p class="x" style="color:red" data-id="1" id="p1">texto <span class="y">simples</span></p>';
    expect(roundTrip(html)).toBe('<p>texto simples</p>');
  });
});
