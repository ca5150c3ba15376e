import { toggleList } from '@platejs/list';
import {
  deleteColumn,
  deleteRow,
  getTableGridAbove,
  insertTable,
  insertTableColumn,
  insertTableRow,
  mergeTableCells,
  splitTableCell,
} from '@platejs/table';
import { PathApi, type SlateEditor } from 'platejs';
import {
  emptyParagraph,
  HEADING_TYPES,
  isHeadingType,
  isTableCell,
  type HeadingType,
  type HorizontalRuleElement,
  type ImageElement,
  type MarkKey,
  type TableCellElement,
} from '../editor-value';
import { DEFAULT_TABLE_SIZE } from './editor-constants';

/**
 * The toolbar's commands, as plain functions taking the editor first (Slate's convention). Table
 * commands delegate to Plate's table plugin, which keeps spans consistent when rows and columns
 * come and go.
 */

export type BlockType = 'p' | HeadingType;
export type Side = 'before' | 'after';

const TEXT_BLOCK_TYPES: readonly string[] = ['p', ...HEADING_TYPES];

export function isMarkActive(editor: SlateEditor, mark: MarkKey): boolean {
  return editor.api.marks()?.[mark] === true;
}

export function toggleMark(editor: SlateEditor, mark: MarkKey): void {
  editor.tf.toggleMark(mark);
}

export function currentBlockType(editor: SlateEditor): BlockType {
  const type = editor.api.block()?.[0].type ?? 'p';
  return isHeadingType(type) ? type : 'p';
}

/** Paragraph or heading 1-6 for the selected text blocks; a heading is never a list item. */
export function setBlockType(editor: SlateEditor, type: BlockType): void {
  const match = { block: true, match: (node: { type?: unknown }) => typeof node.type === 'string' && TEXT_BLOCK_TYPES.includes(node.type) };
  editor.tf.withoutNormalizing(() => {
    if (type !== 'p') editor.tf.unsetNodes(['listStyleType', 'indent', 'listStart'], match);
    editor.tf.setNodes({ type }, match);
  });
}

export function isBulletListActive(editor: SlateEditor): boolean {
  return editor.api.block()?.[0].listStyleType === 'disc';
}

export function toggleBulletList(editor: SlateEditor): void {
  toggleList(editor, { listStyleType: 'disc' });
}

/** Inserts a void block (rule, image) and puts the caret on the line after it, making one if needed. */
function insertVoidBlock(editor: SlateEditor, node: HorizontalRuleElement | ImageElement): void {
  editor.tf.insertNodes(node, { select: true });
  const path = editor.api.block({ match: { type: node.type } })?.[1];
  if (!path) return;
  const nextPath = PathApi.next(path);
  if (!editor.api.node(nextPath)) editor.tf.insertNodes(emptyParagraph(), { at: nextPath });
  editor.tf.select(editor.api.start(nextPath));
}

export function insertHorizontalRule(editor: SlateEditor): void {
  insertVoidBlock(editor, { type: 'hr', children: [{ text: '' }] });
}

export function insertImage(editor: SlateEditor, image: Pick<ImageElement, 'url' | 'alt'>): void {
  insertVoidBlock(editor, { type: 'img', url: image.url, alt: image.alt ?? '', children: [{ text: '' }] });
}

export function insertDefaultTable(editor: SlateEditor): void {
  insertTable(editor, { ...DEFAULT_TABLE_SIZE }, { select: true });
}

export function isInTable(editor: SlateEditor): boolean {
  return editor.api.some({ match: { type: 'table' } });
}

export function insertRow(editor: SlateEditor, side: Side): void {
  if (isInTable(editor)) insertTableRow(editor, { before: side === 'before', select: true });
}

export function insertColumn(editor: SlateEditor, side: Side): void {
  if (isInTable(editor)) insertTableColumn(editor, { before: side === 'before', select: true });
}

export function removeRow(editor: SlateEditor): void {
  if (isInTable(editor)) deleteRow(editor);
}

export function removeColumn(editor: SlateEditor): void {
  if (isInTable(editor)) deleteColumn(editor);
}

/** The cells the selection covers (more than one while a range spans cells). */
function selectedCells(editor: SlateEditor): TableCellElement[] {
  if (!isInTable(editor)) return [];
  return getTableGridAbove(editor, { format: 'cell' })
    .map(([cell]) => cell)
    .filter(isTableCell);
}

export function canMergeCells(editor: SlateEditor): boolean {
  return editor.api.isExpanded() && selectedCells(editor).length > 1;
}

export function canSplitCell(editor: SlateEditor): boolean {
  const cells = selectedCells(editor);
  return cells.length === 1 && ((cells[0]?.colSpan ?? 1) > 1 || (cells[0]?.rowSpan ?? 1) > 1);
}

export function mergeCells(editor: SlateEditor): void {
  if (canMergeCells(editor)) mergeTableCells(editor);
}

export function splitCell(editor: SlateEditor): void {
  if (canSplitCell(editor)) splitTableCell(editor);
}

export function canUndo(editor: SlateEditor): boolean {
  return editor.history.undos.length > 0;
}

export function canRedo(editor: SlateEditor): boolean {
  return editor.history.redos.length > 0;
}
