import { Grid, Input, Stack, Text } from '@chakra-ui/react';
import type { TopicReference } from '@contract/evidence';
import { useTranslation } from 'react-i18next';
import { EditableList } from './editable-list';
import { FormField } from './form-field';

export const REFERENCE_FIELDS = ['authors', 'title', 'journal', 'year', 'doi', 'pmid'] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];
/** One reference as typed: every field text, and a key that follows the row when it moves. */
export type ReferenceRow = Record<ReferenceField, string> & { key: number };

let nextKey = 1;
/** A row for a stored reference, or an empty one. */
export const toReferenceRow = (reference?: TopicReference): ReferenceRow => ({
  key: nextKey++,
  authors: reference?.authors ?? '',
  title: reference?.title ?? '',
  journal: reference?.journal ?? '',
  year: reference?.year === null || reference?.year === undefined ? '' : String(reference.year),
  doi: reference?.doi ?? '',
  pmid: reference?.pmid ?? '',
});

/** What the shared reference schema checks (`topicReferenceSchema`): the rows without their keys. */
export const referenceValues = (rows: readonly ReferenceRow[]) => rows.map(({ key: _key, ...fields }) => fields);

interface ReferenceRowsProps {
  rows: ReferenceRow[];
  /** Messages by path ('references.0.doi'), as `useFormErrors('every-path')` gives them. */
  errors: Partial<Record<string, string>>;
  /** The key of the list in the form's values ('references'): the messages' paths start with it. */
  path?: string;
  onEdit: (index: number, field: ReferenceField, value: string) => void;
  /** A row added, moved or removed: the whole new list. */
  onRestructure: (next: ReferenceRow[]) => void;
}

/**
 * The references of a content item (a topic's, an interaction's): authors, title, journal, year,
 * DOI and PMID per row, moved and removed in place; the DOI and PMID are checked by the shared
 * schema (`topicReferenceSchema`) before sending, and the server's messages show by their rows.
 */
export function ReferenceRows({ rows, errors, path = 'references', onEdit, onRestructure }: ReferenceRowsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('references.hint')}
      </Text>
      <EditableList
        rows={rows}
        itemLabel={(index) => t('references.item', { number: index + 1 })}
        emptyText={t('references.none')}
        addLabel={t('references.add')}
        newRow={toReferenceRow}
        onRestructure={onRestructure}
        renderFields={(row, index, label) => (
          <>
            <Text fontWeight="semibold">{label}</Text>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
              {REFERENCE_FIELDS.map((field) => (
                <FormField key={field} label={t(`references.fields.${field}`)} error={errors[`${path}.${index}.${field}`]} required={field === 'authors' || field === 'title'}>
                  <Input value={row[field]} onChange={(event) => onEdit(index, field, event.target.value)} inputMode={field === 'year' || field === 'pmid' ? 'numeric' : undefined} />
                </FormField>
              ))}
            </Grid>
          </>
        )}
      />
    </Stack>
  );
}
