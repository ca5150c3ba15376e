import { Grid, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { EVIDENCE_GRADES, supplementIndicationsSchema } from '@contract/evidence';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { useEditItem } from '@/components/dashboard/use-edit-item';
import { FormField } from '@/components/dashboard/form-field';
import { useGradeLabel } from '@/components/evidence/grade-badge';
import { useFormErrors } from '@/hooks/use-form-errors';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { Indication } from '@contract/evidence';
import type { SupplementHeader } from '@contract/supplements-answers';
import { useSaveSupplementIndications } from '../api/save-evidence';
import { EditableList } from '@/components/dashboard/editable-list';

interface IndicationRow {
  key: number;
  text: string;
  grade: string;
}

let nextKey = 1;
const toRow = (indication?: Indication): IndicationRow => ({ key: nextKey++, text: indication?.text ?? '', grade: indication?.grade ?? '' });

interface IndicationsDialogProps {
  open: boolean;
  supplement: SupplementHeader;
  onClose: () => void;
}

/**
 * Adds, edits, reorders and removes a supplement's indications, each with its evidence grade. The
 * indications and the supplement's revision are loaded afresh when the dialog opens (GET
 * supplements/{id}); the save sends that revision (409 when someone saved the supplement since).
 */
export function IndicationsDialog({ open, supplement, onClose }: IndicationsDialogProps) {
  const { t } = useTranslation('dashboard-topics');
  const formId = useId();
  const save = useSaveSupplementIndications();
  const loaded = useEditItem('supplements', open ? supplement.id : null);
  return (
    <DashboardDialog open={open} title={t('indications.title', { name: supplement.name })} onClose={onClose} formId={formId} busy={save.isPending} loadingContent={!loaded.data} size="lg">
      {loaded.data && (
        <IndicationsForm
          key={loaded.data.revision}
          formId={formId}
          supplement={supplement}
          initial={loaded.data.indications}
          revision={loaded.data.revision}
          save={save}
          onSaved={onClose}
        />
      )}
    </DashboardDialog>
  );
}

interface IndicationsFormProps {
  formId: string;
  supplement: SupplementHeader;
  initial: Indication[];
  /** The supplement's revision the indications were loaded at. */
  revision: number;
  save: ReturnType<typeof useSaveSupplementIndications>;
  onSaved: () => void;
}

function IndicationsForm({ formId, supplement, initial, revision, save, onSaved }: IndicationsFormProps) {
  const { t } = useTranslation('dashboard-topics');
  const gradeLabel = useGradeLabel();
  const [rows, setRows] = useState<IndicationRow[]>(() => initial.map(toRow));
  const { formRef, errors, check, clear, reset, showServerErrors } = useFormErrors('every-path');

  const edit = (index: number, field: 'text' | 'grade', value: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clear(`indications.${index}.${field}`);
  };
  const restructure = (next: IndicationRow[]) => {
    setRows(next);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { indications: rows.map(({ text, grade }) => ({ text, grade })), revision };
    const data = await check(supplementIndicationsSchema, values);
    if (!data) return;
    try {
      await save.mutateAsync({ supplementId: supplement.id, supplementSlug: supplement.slug, body: data });
      notifySuccess(t('toast.updatedTitle'), t('indications.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(error);
      handleApiError(error, t('indications.saveFailed'));
    }
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <EditableList
          rows={rows}
          itemLabel={(index) => t('indications.item', { number: index + 1 })}
          emptyText={t('indications.none')}
          addLabel={t('indications.add')}
          newRow={toRow}
          onRestructure={restructure}
          renderFields={(row, index) => (
            <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 12rem' }} gap="3">
              <FormField label={t('indications.fields.text')} error={errors[`indications.${index}.text`]} required>
                <Input value={row.text} onChange={(event) => edit(index, 'text', event.target.value)} />
              </FormField>
              <FormField label={t('indications.fields.grade')} error={errors[`indications.${index}.grade`]} required>
                <NativeSelect.Root>
                  <NativeSelect.Field value={row.grade} onChange={(event) => edit(index, 'grade', event.target.value)}>
                    <option value="">{t('form.choose')}</option>
                    {EVIDENCE_GRADES.map((grade) => (
                      <option key={grade} value={grade}>
                        {gradeLabel(grade)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
          )}
        />
      </Stack>
    </form>
  );
}
