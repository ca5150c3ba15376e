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

/**
 * Below md (48rem) each row is a card: the cells stack, each after its column's name, instead of a
 * table scrolling sideways on a phone. The table's elements, and so its rows and cells for
 * assistive technology, stay the same; only their layout changes.
 */
const STACKED = '@media screen and (max-width: 47.98rem)';
const stackedTable = { [STACKED]: { display: 'block', '& thead': { srOnly: true }, '& tbody': { display: 'block' } } };
const stackedRow = { [STACKED]: { display: 'block', py: '2', borderBottomWidth: '1px', '&:last-of-type': { borderBottomWidth: '0' } } };
const stackedCell = {
  [STACKED]: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '4',
    py: '1',
    borderBottomWidth: '0',
    whiteSpace: 'normal',
    textAlign: 'end',
    overflowWrap: 'anywhere',
    '&::before': { content: 'attr(data-label)', color: 'fg.muted', fontWeight: 'medium', textAlign: 'start', flexShrink: 0 },
  },
};

/** The dashboard's tables: 7 skeleton rows while loading, the empty state, or the rows. */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, emptyState }: DataTableProps<T>) {
  if (!loading && rows.length === 0) return <>{emptyState ?? <ListEmptyState />}</>;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" overflowX="auto">
      <Table.Root size="sm" aria-busy={loading} css={stackedTable}>
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
                <Table.Row key={index} data-testid="skeleton-row" css={stackedRow}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} py="3" data-label={column.header} css={stackedCell}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={rowKey(row)} css={stackedRow}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.actions ? 'end' : undefined} whiteSpace="nowrap" py="2" data-label={column.header} css={stackedCell}>
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
