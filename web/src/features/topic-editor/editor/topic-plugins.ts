import { BoldPlugin, HeadingPlugin, HorizontalRulePlugin, ItalicPlugin, StrikethroughPlugin, UnderlinePlugin } from '@platejs/basic-nodes/react';
import { ListPlugin } from '@platejs/list/react';
import { TableCellHeaderPlugin, TableCellPlugin, TablePlugin, TableRowPlugin } from '@platejs/table/react';
import { TrailingBlockPlugin } from 'platejs';
import { type AnyPlatePlugin, createPlatePlugin, ParagraphPlugin, toPlatePlugin } from 'platejs/react';
import { ImageElementView, LinkElementView, ParagraphElementView } from '../components/editor-elements';
import { TableCellView, TableElementView, TableRowView } from '../components/table-elements';
import { MIN_COLUMN_WIDTH } from './editor-constants';

/** Uploaded images: a void block holding `url` and `alt` (no Plate media package is needed for that). */
export const ImagePlugin = createPlatePlugin({
  key: 'img',
  node: { isElement: true, isVoid: true, component: ImageElementView },
});

/** Links are not created from the toolbar, but stored content may hold them: kept as inline elements. */
export const LinkPlugin = createPlatePlugin({
  key: 'a',
  node: { isElement: true, isInline: true, component: LinkElementView },
});

/**
 * Every node type of editor-value.ts, each with its renderer. Typed as plain plugins: commands call
 * Plate's functions directly, and inferring every plugin's config into the editor type is too deep
 * for tsc once <Plate> is involved.
 */
export const TOPIC_EDITOR_PLUGINS: AnyPlatePlugin[] = [
  ParagraphPlugin.withComponent(ParagraphElementView),
  HeadingPlugin.configure({ options: { levels: 6 } }),
  BoldPlugin,
  ItalicPlugin,
  StrikethroughPlugin,
  UnderlinePlugin,
  HorizontalRulePlugin,
  ListPlugin,
  ImagePlugin,
  LinkPlugin,
  TablePlugin.configure({ options: { minColumnWidth: MIN_COLUMN_WIDTH, disableMarginLeft: true } }).withComponent(TableElementView),
  TableRowPlugin.withComponent(TableRowView),
  TableCellPlugin.withComponent(TableCellView),
  TableCellHeaderPlugin.withComponent(TableCellView),
  // Keeps a paragraph after a final table, rule or image, so the caret can always get below it.
  toPlatePlugin(TrailingBlockPlugin),
];

/** Table cells are addressed by id (Plate's merge and split need it), so every block gets one. */
export const NODE_ID_OPTIONS = { initialValueIds: 'always' } as const;
