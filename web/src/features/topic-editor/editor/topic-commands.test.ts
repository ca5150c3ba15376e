import { describe, expect, it } from 'vitest';
import { topicValueOf, type TableElement, type TopicBlock } from '../editor-value';
import { serializeTopicHtml } from '../html/serialize-html';
import { createTopicEditor, type TopicEditor } from './create-topic-editor';
import {
  canMergeCells,
  canSplitCell,
  insertColumn,
  insertDefaultTable,
  insertHorizontalRule,
  insertRow,
  mergeCells,
  removeColumn,
  removeRow,
  setBlockType,
  splitCell,
  toggleBulletList,
  toggleMark,
} from './topic-commands';

function tableOf(editor: TopicEditor): TableElement {
  const table = topicValueOf(editor.children).find((block: TopicBlock): block is TableElement => block.type === 'table');
  if (!table) throw new Error('no table');
  return table;
}

/** Cell types per row, with spans: [['th', 'th*2'], ...]. */
function grid(editor: TopicEditor): string[][] {
  return tableOf(editor).children.map((row) =>
    row.children.map((cell) => `${cell.type}${(cell.colSpan ?? 1) > 1 ? `*${cell.colSpan}` : ''}${(cell.rowSpan ?? 1) > 1 ? `^${cell.rowSpan}` : ''}`),
  );
}

function editorWithTable(): TopicEditor {
  const editor = createTopicEditor('<p>Tabela:</p>');
  editor.tf.select(editor.api.end([0]));
  insertDefaultTable(editor);
  return editor;
}

function edge(editor: TopicEditor, path: number[], side: 'start' | 'end') {
  const point = side === 'start' ? editor.api.start(path) : editor.api.end(path);
  if (!point) throw new Error(`no point at ${path.join(',')}`);
  return point;
}

/** Puts the caret in the cell at (row, column) of the first table. */
function selectCell(editor: TopicEditor, row: number, column: number) {
  const index = editor.children.findIndex((block) => block.type === 'table');
  editor.tf.select(editor.api.start([index, row, column]));
}

describe('table commands', () => {
  it('insert a 3x3 table whose first row is a header row', () => {
    const editor = editorWithTable();
    expect(grid(editor)).toEqual([
      ['th', 'th', 'th'],
      ['td', 'td', 'td'],
      ['td', 'td', 'td'],
    ]);
    expect(serializeTopicHtml(topicValueOf(editor.children))).toBe(
      '<p>Tabela:</p><table><thead><tr><th></th><th></th><th></th></tr></thead><tbody><tr><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table>',
    );
  });

  it('add rows before and after the current one, and delete a row', () => {
    const editor = editorWithTable();
    selectCell(editor, 1, 0);
    insertRow(editor, 'after');
    selectCell(editor, 1, 0);
    insertRow(editor, 'before');
    expect(grid(editor)).toHaveLength(5);
    selectCell(editor, 4, 0);
    removeRow(editor);
    expect(grid(editor)).toHaveLength(4);
    expect(grid(editor)[0]).toEqual(['th', 'th', 'th']);
  });

  it('add columns before and after the current one, and delete a column', () => {
    const editor = editorWithTable();
    selectCell(editor, 1, 1);
    insertColumn(editor, 'before');
    selectCell(editor, 1, 0);
    insertColumn(editor, 'after');
    expect(grid(editor)).toEqual([
      ['th', 'th', 'th', 'th', 'th'],
      ['td', 'td', 'td', 'td', 'td'],
      ['td', 'td', 'td', 'td', 'td'],
    ]);
    selectCell(editor, 2, 4);
    removeColumn(editor);
    expect(grid(editor).map((row) => row.length)).toEqual([4, 4, 4]);
  });

  it('merge the selected cells into one spanning cell, then split it back', () => {
    const editor = editorWithTable();
    const index = editor.children.findIndex((block) => block.type === 'table');
    editor.tf.select({ anchor: edge(editor, [index, 1, 0], 'start'), focus: edge(editor, [index, 1, 1], 'end') });
    expect(canMergeCells(editor)).toBe(true);
    mergeCells(editor);
    expect(grid(editor)).toEqual([
      ['th', 'th', 'th'],
      ['td*2', 'td'],
      ['td', 'td', 'td'],
    ]);
    expect(serializeTopicHtml(topicValueOf(editor.children))).toContain('<tr><td colspan="2"></td><td></td></tr>');

    selectCell(editor, 1, 0);
    expect(canSplitCell(editor)).toBe(true);
    splitCell(editor);
    expect(grid(editor)).toEqual([
      ['th', 'th', 'th'],
      ['td', 'td', 'td'],
      ['td', 'td', 'td'],
    ]);
  });

  it('merge cells across rows into a row span', () => {
    const editor = editorWithTable();
    const index = editor.children.findIndex((block) => block.type === 'table');
    editor.tf.select({ anchor: edge(editor, [index, 1, 2], 'start'), focus: edge(editor, [index, 2, 2], 'end') });
    mergeCells(editor);
    expect(grid(editor)).toEqual([
      ['th', 'th', 'th'],
      ['td', 'td', 'td^2'],
      ['td', 'td'],
    ]);
  });

  it('do not merge a single cell', () => {
    const editor = editorWithTable();
    selectCell(editor, 1, 1);
    expect(canMergeCells(editor)).toBe(false);
    mergeCells(editor);
    expect(grid(editor)[1]).toEqual(['td', 'td', 'td']);
  });
});

describe('text commands', () => {
  it('bold a word, make a bullet list, a heading and a rule, written as allowlisted HTML', () => {
    const editor = createTopicEditor('<p>magnésio quelato</p><p>item</p><p>Título</p>');
    editor.tf.select({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 8 } });
    toggleMark(editor, 'bold');
    editor.tf.select(editor.api.start([1]));
    toggleBulletList(editor);
    editor.tf.select(editor.api.start([2]));
    setBlockType(editor, 'h2');
    editor.tf.select(editor.api.end([2]));
    insertHorizontalRule(editor);
    expect(serializeTopicHtml(topicValueOf(editor.children))).toBe(
      '<p><strong>magnésio</strong> quelato</p><ul><li>item</li></ul><h2>Título</h2><hr />',
    );
  });

  it('keep a loaded seeded-like topic unchanged until it is edited', () => {
    const html = '<p><em>Nota</em></p><h3>Funções</h3><ul><li>a</li><li>b</li></ul><table><thead><tr><th colspan="2">x</th></tr></thead><tbody><tr><td><strong>y</strong></td><td>z</td></tr></tbody></table><hr />';
    const editor = createTopicEditor(html);
    editor.tf.normalize({ force: true });
    expect(serializeTopicHtml(topicValueOf(editor.children))).toBe(html);
  });
});
