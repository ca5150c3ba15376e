import {
  emptyParagraph,
  HEADING_TYPES,
  isHeadingType,
  isLink,
  type InlineNode,
  type MarkKey,
  type TableCellElement,
  type TableElement,
  type TableRowElement,
  type TopicBlock,
  type TopicText,
  type TopicValue,
} from '../editor-value';

/**
 * Stored topic HTML (the server's allowlist: p, h1-h6, strong/b, em/i, s/del/strike, u, lists,
 * tables, img, hr, a, br, blockquote, span) into the editor's value. The mirror of
 * serialize-html.ts: what the serialiser writes reads back to the same value.
 */

type Marks = Partial<Record<MarkKey, boolean>>;

const MARK_OF_TAG: Record<string, MarkKey> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  S: 'strikethrough',
  DEL: 'strikethrough',
  STRIKE: 'strikethrough',
  U: 'underline',
};

const BLOCK_TAGS = new Set([
  'P', ...HEADING_TYPES.map((tag) => tag.toUpperCase()), 'UL', 'OL', 'LI', 'TABLE', 'HR', 'IMG', 'BLOCKQUOTE', 'DIV',
  'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'PRE', 'FIGURE',
]);

const BLANK = /^[\s\u00a0]*$/;

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === Node.ELEMENT_NODE;
}

function isBlockElement(node: Node): node is HTMLElement {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

function sameMarks(a: TopicText, b: TopicText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.strikethrough === b.strikethrough && a.underline === b.underline;
}

/** Adjacent texts with the same marks become one, as Slate's normaliser would do. */
function mergeTexts<T extends InlineNode>(nodes: T[]): T[] {
  const merged: T[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (last && !isLink(last) && !isLink(node) && sameMarks(last, node)) {
      merged[merged.length - 1] = { ...last, text: last.text + node.text };
    } else {
      merged.push(node);
    }
  }
  return merged;
}

function textLeaf(text: string, marks: Marks): TopicText {
  const leaf: TopicText = { text };
  for (const [mark, on] of Object.entries(marks)) if (on) leaf[mark] = true;
  return leaf;
}

function parseInline(node: Node, marks: Marks): InlineNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text === '' ? [] : [textLeaf(text, marks)];
  }
  if (!isElement(node)) return [];
  if (node.tagName === 'BR') return [textLeaf('\n', marks)];
  if (node.tagName === 'A') {
    const texts = [...node.childNodes].flatMap((child) => parseInline(child, marks)).filter((child) => !isLink(child));
    const children = mergeTexts(texts.filter((child): child is TopicText => !isLink(child)));
    return [{ type: 'a', url: node.getAttribute('href') ?? '', children: children.length > 0 ? children : [{ text: '' }] }];
  }
  const mark = MARK_OF_TAG[node.tagName];
  const inner = mark ? { ...marks, [mark]: true } : marks;
  return [...node.childNodes].flatMap((child) => parseInline(child, inner));
}

type MakeBlock = (children: InlineNode[]) => TopicBlock;
const makeParagraph: MakeBlock = (children) => ({ type: 'p', children });

function withText(children: InlineNode[]): InlineNode[] {
  return children.length > 0 ? children : [{ text: '' }];
}

/** Child nodes as blocks: runs of inline content become `make(run)`, block elements their blocks. */
function parseFlow(nodes: Iterable<Node>, make: MakeBlock): TopicBlock[] {
  const blocks: TopicBlock[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    const isBlank = run.every((node) => !isLink(node) && BLANK.test(node.text));
    if (!isBlank) blocks.push(make(mergeTexts(run)));
    run = [];
  };
  for (const node of nodes) {
    if (isBlockElement(node)) {
      flush();
      blocks.push(...parseBlockElement(node));
    } else {
      run.push(...parseInline(node, {}));
    }
  }
  flush();
  return blocks;
}

function parseParagraph(element: HTMLElement, make: MakeBlock): TopicBlock[] {
  const blocks = parseFlow(element.childNodes, make);
  return blocks.length > 0 ? blocks : [make([{ text: '' }])];
}

const NESTED_BLOCKS = new Set(['IMG', 'TABLE', 'HR']);

function isList(node: Node): node is HTMLElement {
  return isElement(node) && (node.tagName === 'UL' || node.tagName === 'OL');
}

/** One <li>: its text is an item at `depth`, its nested lists items one level deeper. */
function parseListItem(li: Element, listStyleType: string, depth: number): TopicBlock[] {
  const items: TopicBlock[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    const isBlank = run.every((node) => !isLink(node) && BLANK.test(node.text));
    if (!isBlank) items.push({ type: 'p', listStyleType, indent: depth, children: mergeTexts(run) });
    run = [];
  };
  const visit = (node: Node) => {
    if (isList(node)) {
      flush();
      items.push(...parseList(node, depth + 1));
    } else if (isBlockElement(node) && NESTED_BLOCKS.has(node.tagName)) {
      flush();
      items.push(...parseBlockElement(node));
    } else if (isBlockElement(node)) {
      node.childNodes.forEach(visit);
    } else {
      run.push(...parseInline(node, {}));
    }
  };
  li.childNodes.forEach(visit);
  flush();
  return items.length > 0 ? items : [{ type: 'p', listStyleType, indent: depth, children: [{ text: '' }] }];
}

function parseList(list: HTMLElement, depth: number): TopicBlock[] {
  const listStyleType = list.tagName === 'OL' ? 'decimal' : 'disc';
  return [...list.children].flatMap((child) =>
    isList(child) ? parseList(child, depth + 1) : parseListItem(child, listStyleType, depth),
  );
}

function cellWidth(col: Element): number {
  const match = /^(\d+(?:\.\d+)?)px$/.exec((col as HTMLElement).style?.width ?? '');
  return match ? Math.round(Number(match[1])) : 0;
}

function parseTable(table: HTMLElement): TableElement[] {
  const rows: TableRowElement[] = [];
  const colSizes: number[] = [];
  const readRow = (row: Element) => {
    const cells: TableCellElement[] = [...row.children]
      .filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH')
      .map((cell) => {
        const blocks = parseFlow(cell.childNodes, makeParagraph);
        const result: TableCellElement = {
          type: cell.tagName === 'TH' ? 'th' : 'td',
          children: blocks.length > 0 ? blocks : [emptyParagraph()],
        };
        const colSpan = Number(cell.getAttribute('colspan') ?? '1');
        const rowSpan = Number(cell.getAttribute('rowspan') ?? '1');
        if (colSpan > 1) result.colSpan = colSpan;
        if (rowSpan > 1) result.rowSpan = rowSpan;
        return result;
      });
    if (cells.length > 0) rows.push({ type: 'tr', children: cells });
  };
  for (const section of table.children) {
    if (section.tagName === 'COLGROUP') colSizes.push(...[...section.children].map(cellWidth));
    else if (section.tagName === 'TR') readRow(section);
    else [...section.children].filter((row) => row.tagName === 'TR').forEach(readRow);
  }
  if (rows.length === 0) return [];
  const node: TableElement = { type: 'table', children: rows };
  if (colSizes.some((size) => size > 0)) node.colSizes = colSizes;
  return [node];
}

function parseBlockElement(element: HTMLElement): TopicBlock[] {
  const tag = element.tagName.toLowerCase();
  if (isHeadingType(tag)) return parseParagraph(element, (children) => ({ type: tag, children: withText(children) }));
  switch (tag) {
    case 'p':
      return parseParagraph(element, makeParagraph).map((block) =>
        block.type === 'p' && block.children.every((child) => !isLink(child) && BLANK.test(child.text))
          ? emptyParagraph()
          : block,
      );
    case 'ul':
    case 'ol':
      return parseList(element, 1);
    case 'li':
      return parseListItem(element, 'disc', 1);
    case 'table':
      return parseTable(element);
    case 'hr':
      return [{ type: 'hr', children: [{ text: '' }] }];
    case 'img': {
      const url = element.getAttribute('src') ?? '';
      return url ? [{ type: 'img', url, alt: element.getAttribute('alt') ?? '', children: [{ text: '' }] }] : [];
    }
    default:
      return parseFlow(element.childNodes, makeParagraph);
  }
}

/** The editor value for stored HTML; never empty (an empty document is one empty paragraph). */
export function deserializeTopicHtml(html: string): TopicValue {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  const blocks = parseFlow(body.childNodes, makeParagraph);
  return blocks.length > 0 ? blocks : [emptyParagraph()];
}
