import { Box, Skeleton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListEmptyState } from './list-empty-state';
import { truncateText } from './format';

/** Spec section 9: 7 skeleton rows while a table loads. */
export const SKELETON_ROWS = 7;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned action cells. */
  actions?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  emptyState?: ReactNode;
}

/** A table cut to a length (spec section 9); the full text stays in the title. */
export function TruncatedText({ text, length }: { text: string; length: number }) {
  const shown = truncateText(text, length);
  return <span title={shown === text ? undefined : text}>{shown}</span>;
}

/** The dashboard's tables: 7 skeleton rows while loading, the empty state, or the rows. */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, emptyState }: DataTableProps<T>) {
  if (!loading && rows.length === 0) return <>{emptyState ?? <ListEmptyState />}</>;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" overflowX="auto">
      <Table.Root size="sm" aria-busy={loading}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.actions ? 'end' : undefined} whiteSpace="nowrap" py="3">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Row key={index} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <Table.Cell key={column.header} py="3">
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.actions ? 'end' : undefined} whiteSpace="nowrap" py="2">
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
