import { ResizeHandle } from '@platejs/resizable';
import { TablePlugin, TableProvider, useTableCellElement, useTableCellElementResizable, useTableColSizes, useTableElement } from '@platejs/table/react';
import { PlateElement, type PlateElementProps, useEditorPlugin, withHOC } from 'platejs/react';
import type { TableCellElement, TableElement, TableRowElement } from '../editor-value';
import { MIN_COLUMN_WIDTH, RESIZE_HANDLE_WIDTH } from '../editor/editor-constants';

function TableElementInner(props: PlateElementProps<TableElement>) {
  const { props: tableProps } = useTableElement();
  const colSizes = useTableColSizes();
  const hasWidths = colSizes.some((size) => size > 0);
  return (
    <PlateElement {...props} className="topic-table">
      <table {...tableProps}>
        {hasWidths && (
          <colgroup>
            {colSizes.map((size, index) => (
              <col key={index} style={size > 0 ? { width: size } : undefined} />
            ))}
          </colgroup>
        )}
        <tbody>{props.children}</tbody>
      </table>
    </PlateElement>
  );
}

/** The table keeps its column-size overrides (while dragging a handle) in Plate's table store. */
export const TableElementView = withHOC(TableProvider, TableElementInner);

export function TableRowView(props: PlateElementProps<TableRowElement>) {
  return (
    <PlateElement {...props} as="tr">
      {props.children}
    </PlateElement>
  );
}

/** A td or th with column resize handles (spec §9: handle 5 px wide, columns at least 25 px). */
export function TableCellView(props: PlateElementProps<TableCellElement>) {
  const { api } = useEditorPlugin(TablePlugin);
  const { colIndex, colSpan, rowIndex, selected, width } = useTableCellElement();
  const { hiddenLeft, leftProps, rightProps } = useTableCellElementResizable({ colIndex, colSpan, rowIndex });
  const handleStyle = { width: RESIZE_HANDLE_WIDTH, marginInlineStart: -RESIZE_HANDLE_WIDTH / 2 } as const;
  return (
    <PlateElement
      {...props}
      as={props.element.type}
      attributes={{
        ...props.attributes,
        colSpan: api.table.getColSpan(props.element),
        rowSpan: api.table.getRowSpan(props.element),
        'data-selected': selected ? 'true' : undefined,
      }}
      style={{ width: width || undefined, minWidth: Math.max(MIN_COLUMN_WIDTH, Number(width) || 0) }}
    >
      {props.children}
      <div className="topic-cell-handles" contentEditable={false} suppressContentEditableWarning>
        <ResizeHandle {...rightProps} className="topic-resize-handle topic-resize-right" style={{ ...handleStyle, right: -RESIZE_HANDLE_WIDTH / 2 }} />
        {!hiddenLeft && <ResizeHandle {...leftProps} className="topic-resize-handle topic-resize-left" style={{ ...handleStyle, left: 0 }} />}
      </div>
    </PlateElement>
  );
}
