import { Grid, Input, Stack, Text } from '@chakra-ui/react';
import { topicReferencesSchema } from '@contract/evidence';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { TopicReference } from '@contract/evidence';
import type { Topic } from '@contract/topics-answers';
import { useSaveTopicReferences } from '../api/save-evidence';
import { EditableList } from './editable-list';

const FIELDS = ['authors', 'title', 'journal', 'year', 'doi', 'pmid'] as const;
type ReferenceField = (typeof FIELDS)[number];
type ReferenceRow = Record<ReferenceField, string> & { key: number };

let nextKey = 1;
const toRow = (reference?: TopicReference): ReferenceRow => ({
  key: nextKey++,
  authors: reference?.authors ?? '',
  title: reference?.title ?? '',
  journal: reference?.journal ?? '',
  year: reference?.year === null || reference?.year === undefined ? '' : String(reference.year),
  doi: reference?.doi ?? '',
  pmid: reference?.pmid ?? '',
});

interface ReferencesDialogProps {
  topic: Topic | null;
  supplementSlug: string;
  onClose: () => void;
}

/** Adds, edits, reorders and removes a topic's references; DOI and PMID are checked before sending. */
export function ReferencesDialog({ topic, supplementSlug, onClose }: ReferencesDialogProps) {
  const { t } = useTranslation('dashboard-topics');
  const formId = useId();
  const save = useSaveTopicReferences();
  return (
    <DashboardDialog open={topic !== null} title={t('references.title', { name: topic?.name ?? '' })} onClose={onClose} formId={formId} busy={save.isPending} size="lg">
      {topic ? <ReferencesForm key={topic.id} formId={formId} topic={topic} supplementSlug={supplementSlug} save={save} onSaved={onClose} /> : null}
    </DashboardDialog>
  );
}

interface ReferencesFormProps {
  formId: string;
  topic: Topic;
  supplementSlug: string;
  save: ReturnType<typeof useSaveTopicReferences>;
  onSaved: () => void;
}

function ReferencesForm({ formId, topic, supplementSlug, save, onSaved }: ReferencesFormProps) {
  const { t } = useTranslation('dashboard-topics');
  const [rows, setRows] = useState<ReferenceRow[]>(() => topic.references.map(toRow));
  const { formRef, errors, check, clear, reset, showServerErrors } = useFormErrors('every-path');

  const edit = (index: number, field: ReferenceField, value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clear(`references.${index}.${field}`);
  };
  const restructure = (next: ReferenceRow[]) => {
    setRows(next);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { references: rows.map(({ key: _key, ...fields }) => fields) };
    const data = await check(topicReferencesSchema, values);
    if (!data) return;
    try {
      await save.mutateAsync({ topicId: topic.id, supplementSlug, body: values });
      notifySuccess(t('toast.updatedTitle'), t('references.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(error);
      handleApiError(error, t('references.saveFailed'));
    }
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('references.hint')}
        </Text>
        <EditableList
          rows={rows}
          itemLabel={(index) => t('references.item', { number: index + 1 })}
          emptyText={t('references.none')}
          addLabel={t('references.add')}
          newRow={toRow}
          onRestructure={restructure}
          renderFields={(row, index, label) => (
            <>
              <Text fontWeight="semibold">{label}</Text>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
                {FIELDS.map((field) => (
                  <FormField key={field} label={t(`references.fields.${field}`)} error={errors[`references.${index}.${field}`]} required={field === 'authors' || field === 'title'}>
                    <Input value={row[field]} onChange={(event) => edit(index, field, event.target.value)} inputMode={field === 'year' || field === 'pmid' ? 'numeric' : undefined} />
                  </FormField>
                ))}
              </Grid>
            </>
          )}
        />
      </Stack>
    </form>
  );
}
