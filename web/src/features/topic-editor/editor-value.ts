import type { TElement, TText } from 'platejs';

/**
 * The topic editor's document model, declared once: Plate has no Slate `CustomTypes` hook, so the
 * editor is created as `PlateEditor<TopicValue>` and every command, renderer and the HTML
 * converters read these shapes. Each kind maps to one tag of the server's HTML allowlist.
 */

export const HEADING_TYPES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingType = (typeof HEADING_TYPES)[number];

export const MARKS = ['bold', 'italic', 'strikethrough', 'underline'] as const;
export type MarkKey = (typeof MARKS)[number];

export interface TopicText extends TText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strikethrough?: boolean;
  underline?: boolean;
}

export interface LinkElement extends TElement {
  type: 'a';
  url: string;
  children: TopicText[];
}

export type InlineNode = TopicText | LinkElement;

/** Plate's list plugin keeps lists flat: a list item is a paragraph with a style and a depth. */
export interface ListItemProps {
  listStyleType?: string;
  indent?: number;
  listStart?: number;
}

export interface ParagraphElement extends TElement, ListItemProps {
  type: 'p';
  children: InlineNode[];
}

export interface HeadingElement extends TElement {
  type: HeadingType;
  children: InlineNode[];
}

export interface HorizontalRuleElement extends TElement {
  type: 'hr';
  children: TopicText[];
}

export interface ImageElement extends TElement {
  type: 'img';
  url: string;
  alt?: string;
  children: TopicText[];
}

export interface TableCellElement extends TElement {
  type: 'td' | 'th';
  colSpan?: number;
  rowSpan?: number;
  children: TopicBlock[];
}

export interface TableRowElement extends TElement {
  type: 'tr';
  children: TableCellElement[];
}

export interface TableElement extends TElement {
  type: 'table';
  colSizes?: number[];
  children: TableRowElement[];
}

export type TopicBlock = ParagraphElement | HeadingElement | HorizontalRuleElement | ImageElement | TableElement;
export type TopicValue = TopicBlock[];

export function isLink(node: InlineNode): node is LinkElement {
  return 'type' in node && node.type === 'a';
}

export function isHeadingType(type: string): type is HeadingType {
  return (HEADING_TYPES as readonly string[]).includes(type);
}

export function emptyParagraph(): ParagraphElement {
  return { type: 'p', children: [{ text: '' }] };
}

/** A list item at the top level: a paragraph carrying a list style. */
export function isListItem(block: TopicBlock): block is ParagraphElement & { listStyleType: string } {
  return block.type === 'p' && typeof block.listStyleType === 'string' && block.listStyleType !== '';
}

export function isTableCell(node: TElement): node is TableCellElement {
  return node.type === 'td' || node.type === 'th';
}

const BLOCK_TYPES: readonly string[] = ['p', ...HEADING_TYPES, 'hr', 'img', 'table'];

export function isTopicBlock(node: TElement): node is TopicBlock {
  return BLOCK_TYPES.includes(node.type);
}

/**
 * The editor's children as the topic model. Plate types them as a generic `Value` (typing the
 * editor with this recursive model makes <Plate>'s types too deep for tsc); every top-level node
 * the plugins can create is one of these blocks.
 */
export function topicValueOf(value: readonly TElement[]): TopicValue {
  return value.filter(isTopicBlock);
}
