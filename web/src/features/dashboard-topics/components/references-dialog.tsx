import { topicReferencesSchema } from '@contract/evidence';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { ReferenceRows, referenceValues, toReferenceRow, type ReferenceField, type ReferenceRow } from '@/components/dashboard/reference-rows';
import { useFormErrors } from '@/hooks/use-form-errors';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { Topic } from '@contract/topics-answers';
import { useSaveTopicReferences } from '../api/save-evidence';

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
  const [rows, setRows] = useState<ReferenceRow[]>(() => topic.references.map((reference) => toReferenceRow(reference)));
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
    const values = { references: referenceValues(rows), revision: topic.revision };
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
      <ReferenceRows rows={rows} errors={errors} onEdit={edit} onRestructure={restructure} />
    </form>
  );
}
