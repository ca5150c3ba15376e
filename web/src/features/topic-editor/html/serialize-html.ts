import {
  isLink,
  isListItem,
  type InlineNode,
  type ParagraphElement,
  type TableCellElement,
  type TableElement,
  type TableRowElement,
  type TopicBlock,
  type TopicText,
  type TopicValue,
} from '../editor-value';

/**
 * The editor's value as HTML in the exact form the server's sanitiser (functions/src/domain/
 * sanitize-html.ts) writes it back, so saving is a fixed point: only allowlisted tags and
 * attributes, no classes, ids or data attributes; void tags as `<hr />`; text escaping & < >;
 * attribute escaping & < > "; links with the rel/target the server forces. Empty paragraphs
 * become `<p>&nbsp;</p>` (spec §5), which the deserialiser reads back as empty paragraphs.
 */

const ORDERED_STYLES = new Set(['decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman', 'decimal-leading-zero']);

/** Outermost first; one fixed order keeps the output canonical. */
const MARK_TAGS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['strikethrough', 's'],
  ['underline', 'u'],
] as const;

export const EMPTY_PARAGRAPH_HTML = '<p>&nbsp;</p>';

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function serializeText(leaf: TopicText): string {
  if (leaf.text === '') return '';
  let html = leaf.text.split('\n').map(escapeText).join('<br />');
  for (const [mark, tag] of [...MARK_TAGS].reverse()) {
    if (leaf[mark]) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

export function serializeInline(children: readonly InlineNode[]): string {
  return children
    .map((node) => {
      if (!isLink(node)) return serializeText(node);
      const inner = node.children.map(serializeText).join('');
      return `<a href="${escapeAttribute(node.url)}" rel="noopener noreferrer" target="_blank">${inner}</a>`;
    })
    .join('');
}

/** Whitespace (the non-breaking space included) is not content: such a paragraph is an empty line. */
export function isBlankInline(children: readonly InlineNode[]): boolean {
  return children.every((node) => !isLink(node) && node.text.trim() === '');
}

function serializeParagraph(paragraph: ParagraphElement): string {
  return isBlankInline(paragraph.children) ? EMPTY_PARAGRAPH_HTML : `<p>${serializeInline(paragraph.children)}</p>`;
}

function indentOf(item: ParagraphElement): number {
  return Math.max(1, item.indent ?? 1);
}

function listTag(item: ParagraphElement): 'ol' | 'ul' {
  return ORDERED_STYLES.has(item.listStyleType ?? '') ? 'ol' : 'ul';
}

/** Flat list items (style + depth) back to nested <ul>/<ol>; answers the html and the next index. */
function serializeList(items: readonly ParagraphElement[], start: number, depth: number): [string, number] {
  let html = '';
  let index = start;
  while (index < items.length && indentOf(items[index]!) >= depth) {
    const tag = listTag(items[index]!);
    html += `<${tag}>`;
    while (index < items.length) {
      const item = items[index]!;
      const itemDepth = indentOf(item);
      if (itemDepth < depth || (itemDepth === depth && listTag(item) !== tag)) break;
      let content = '';
      if (itemDepth === depth) {
        content = serializeInline(item.children);
        index += 1;
      }
      if (index < items.length && indentOf(items[index]!) > depth) {
        const [nested, next] = serializeList(items, index, depth + 1);
        content += nested;
        index = next;
      }
      html += `<li>${content}</li>`;
    }
    html += `</${tag}>`;
  }
  return [html, index];
}

function serializeCell(cell: TableCellElement): string {
  const attributes = [
    (cell.colSpan ?? 1) > 1 ? ` colspan="${cell.colSpan}"` : '',
    (cell.rowSpan ?? 1) > 1 ? ` rowspan="${cell.rowSpan}"` : '',
  ].join('');
  const [only] = cell.children;
  // A cell holding one plain paragraph is written as inline content (<td>text</td>), as in the seed.
  const content =
    cell.children.length === 1 && only?.type === 'p' && !isListItem(only)
      ? isBlankInline(only.children)
        ? ''
        : serializeInline(only.children)
      : serializeBlocks(cell.children);
  return `<${cell.type}${attributes}>${content}</${cell.type}>`;
}

function serializeRows(rows: readonly TableRowElement[]): string {
  return rows.map((row) => `<tr>${row.children.map(serializeCell).join('')}</tr>`).join('');
}

function serializeColumns(colSizes: readonly number[] | undefined): string {
  if (!colSizes || !colSizes.some((size) => size > 0)) return '';
  const cols = colSizes.map((size) => (size > 0 ? `<col style="width:${Math.round(size)}px" />` : '<col />'));
  return `<colgroup>${cols.join('')}</colgroup>`;
}

function serializeTable(table: TableElement): string {
  const headerCount = table.children.findIndex((row) => !row.children.every((cell) => cell.type === 'th'));
  const split = headerCount === -1 ? table.children.length : headerCount;
  const head = table.children.slice(0, split);
  const body = table.children.slice(split);
  return [
    '<table>',
    serializeColumns(table.colSizes),
    head.length > 0 ? `<thead>${serializeRows(head)}</thead>` : '',
    body.length > 0 ? `<tbody>${serializeRows(body)}</tbody>` : '',
    '</table>',
  ].join('');
}

function serializeBlock(block: TopicBlock): string {
  switch (block.type) {
    case 'p':
      return serializeParagraph(block);
    case 'hr':
      return '<hr />';
    case 'img':
      return `<img src="${escapeAttribute(block.url)}" alt="${escapeAttribute(block.alt ?? '')}" />`;
    case 'table':
      return serializeTable(block);
    default:
      return `<${block.type}>${serializeInline(block.children)}</${block.type}>`;
  }
}

function serializeBlocks(blocks: readonly TopicBlock[]): string {
  let html = '';
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index]!;
    if (isListItem(block)) {
      const items: ParagraphElement[] = [];
      while (index < blocks.length && isListItem(blocks[index]!)) {
        const item = blocks[index]!;
        if (item.type === 'p') items.push(item);
        index += 1;
      }
      html += serializeList(items, 0, 1)[0];
      continue;
    }
    html += serializeBlock(block);
    index += 1;
  }
  return html;
}

function isEmptyLine(block: TopicBlock | undefined): boolean {
  return block?.type === 'p' && !isListItem(block) && isBlankInline(block.children);
}

/**
 * The document as stored HTML. The empty line the editor keeps after a final table, rule, image,
 * heading or list (Plate's trailing block) is not content and is left out; a document holding only
 * one empty line is stored as ''.
 */
export function serializeTopicHtml(value: TopicValue): string {
  const last = value.at(-1);
  const beforeLast = value.at(-2);
  const trailing = isEmptyLine(last) && beforeLast !== undefined && (beforeLast.type !== 'p' || isListItem(beforeLast));
  const blocks = trailing ? value.slice(0, -1) : value;
  if (blocks.length === 1 && isEmptyLine(blocks[0])) return '';
  return serializeBlocks(blocks);
}
