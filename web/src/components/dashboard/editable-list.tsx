import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { moveItem } from './list-form';
import { ListRowActions } from './list-row-actions';

interface EditableListProps<R extends { key: number }> {
  rows: R[];
  /** The row's name for people and for its buttons ('Referência 2'). */
  itemLabel: (index: number) => string;
  emptyText: string;
  addLabel: string;
  newRow: () => R;
  /** A row added, moved or removed: the whole new list. */
  onRestructure: (next: R[]) => void;
  renderFields: (row: R, index: number, label: string) => ReactNode;
}

/** The rows of an evidence form (indications, references): each with its fields, moved and removed in place, and 'Adicionar'. */
export function EditableList<R extends { key: number }>({ rows, itemLabel, emptyText, addLabel, newRow, onRestructure, renderFields }: EditableListProps<R>) {
  return (
    <>
      {rows.length === 0 ? <Text color="fg.muted">{emptyText}</Text> : null}
      <Stack as="ol" gap="4" listStyle="none">
        {rows.map((row, index) => {
          const label = itemLabel(index);
          return (
            <Box as="li" key={row.key} borderWidth="1px" borderColor="teal.line" borderRadius="md" p="3" aria-label={label}>
              <Stack gap="3">
                {renderFields(row, index, label)}
                <ListRowActions
                  label={label}
                  first={index === 0}
                  last={index === rows.length - 1}
                  onMove={(step) => onRestructure(moveItem(rows, index, step))}
                  onRemove={() => onRestructure(rows.filter((_, at) => at !== index))}
                />
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Button variant="outline" alignSelf="start" onClick={() => onRestructure([...rows, newRow()])}>
        {addLabel}
      </Button>
    </>
  );
}
