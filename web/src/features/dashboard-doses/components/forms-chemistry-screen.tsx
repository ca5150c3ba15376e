import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SupplementFormEditable } from '@contract/doses-answers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { versionKeys } from '@/api/content-versions';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { ItemHistory } from '@/components/dashboard/item-history';
import { PageHeading } from '@/components/page-heading';
import { formatFormula, formatNumber, formatPercent } from '@/lib/dose-format';
import { doseKeys, useDeleteForm, useFormsChemistry, useSaveForm, useSupplementOptions } from '../api/nutrients';
import { FormChemistryForm } from './form-chemistry-form';
import { useDoseFieldLabel } from './nutrient-history';

const FORM_ID = 'form-chemistry';

/** One form as the list shows it: name, formula as printed, molar mass, nutrient and share. */
function FormSummary({ form, onEdit, onDelete }: { form: SupplementFormEditable; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('dashboard-doses');
  const language = i18n.resolvedLanguage;
  return (
    <Box as="li" borderWidth="1px" borderColor="teal.line" borderRadius="lg" bg="bg.panel" p="4">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{form.name}</Text>
          <Text fontSize="sm">
            {form.formula ? (
              <Text as="span" fontFamily="mono">
                {formatFormula(form.formula)}
              </Text>
            ) : (
              <Text as="span" color="fg.muted">
                {t('forms.noFormula')}
              </Text>
            )}
            {form.molar_mass !== null && ` · ${formatNumber(form.molar_mass, language, 2)} g/mol`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {form.nutrient ? t('forms.countsAs', { nutrient: form.nutrient.name, basis: t(`forms.bases.${form.basis ?? 'none'}.label`) }) : t('forms.noNutrient')}
            {form.fraction !== null && ` · ${formatPercent(form.fraction, language)} %`}
            {form.iu_factor !== null && form.nutrient && ` · ${t('forms.iuLine', { factor: formatNumber(form.iu_factor, language, 4), unit: form.nutrient.unit })}`}
            {form.intake_factor !== null &&
              form.upper_level_fraction !== null &&
              ` · ${t('forms.intakeLine', { factor: formatNumber(form.intake_factor, language, 4), percent: formatPercent(form.upper_level_fraction, language) })}`}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('forms.edit', { name: form.name })}>
            {t('forms.editShort')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={t('forms.delete', { name: form.name })}>
            {t('forms.deleteShort')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

/** The dialog open: a new form, or the form edited (by id, so a reload shows its latest state). */
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/**
 * Formas químicas (issues 32 and 38): pick a supplement (kept in the address, `?suplemento={id}`, so
 * the supplement's dashboard page links here), see its forms with their chemistry, add one ('Nova
 * forma'), edit one in a dialog with its history, or delete one to the trash ('Lixeira' restores
 * it). A save sends the revision it loaded; a 409 opens the conflict dialog.
 */
export function FormsChemistryScreen() {
  const { t } = useTranslation(['dashboard-doses', 'dashboard']);
  const fieldLabel = useDoseFieldLabel();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const supplementParam = params.get('suplemento') ?? '';
  const supplementId = /^[1-9]\d*$/.test(supplementParam) ? Number(supplementParam) : null;
  const supplements = useSupplementOptions();
  const forms = useFormsChemistry(supplementId);
  const save = useSaveForm();
  const [dialog, setDialog] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SupplementFormEditable | null>(null);
  const [generation, setGeneration] = useState(0);
  const editingId = dialog?.mode === 'edit' ? dialog.id : null;
  const editing = forms.data?.find((form) => form.id === editingId) ?? null;
  const creating = dialog?.mode === 'create' && supplementId !== null;
  const remove = useDeleteForm(() => {
    setDeleting(null);
    void forms.refetch();
  });
  const close = () => {
    save.reset();
    setDialog(null);
  };
  const reload = async () => {
    save.reset();
    // Someone else's save (an edit conflict) or a restore added a version: the history asks again.
    if (editingId !== null) void queryClient.invalidateQueries({ queryKey: versionKeys.ofItem('supplement_form', editingId) });
    await forms.refetch();
    setGeneration((current) => current + 1);
  };

  return (
    <>
      <PageHeading title={t('forms.title')} />
      <Text color="fg.muted" mb="4">
        {t('forms.intro')}
      </Text>
      <Box maxW="28rem" mb="6">
        <Box as="label" display="block">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('forms.supplement')}
          </Text>
          <ChoiceSelect
            name="supplement"
            value={supplementId === null ? '' : String(supplementId)}
            onValueChange={(value) => setParams(value ? { suplemento: value } : {}, { replace: true })}
            placeholder={supplements.isPending ? t('forms.loadingSupplements') : t('dashboard:choose')}
            choices={(supplements.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
          />
        </Box>
      </Box>
      {supplementId !== null && (
        <HStack mb="4">
          <Button size="sm" onClick={() => setDialog({ mode: 'create' })}>
            {t('forms.create')}
          </Button>
        </HStack>
      )}
      {supplementId === null ? (
        <Text color="fg.muted">{t('forms.pickSupplement')}</Text>
      ) : forms.isPending ? (
        <Stack gap="3" aria-hidden="true" data-testid="forms-skeleton">
          <Skeleton h="20" />
          <Skeleton h="20" />
        </Stack>
      ) : forms.isError ? (
        <Stack align="start" gap="2" role="alert">
          <Text color="fg.error">{t('forms.loadFailed')}</Text>
          <Button size="sm" variant="outline" onClick={() => void forms.refetch()}>
            {t('forms.retry')}
          </Button>
        </Stack>
      ) : forms.data.length === 0 ? (
        <Text color="fg.muted">{t('forms.none')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyle="none" ps="0" aria-label={t('forms.listLabel')}>
          {forms.data.map((form) => (
            <FormSummary key={form.id} form={form} onEdit={() => setDialog({ mode: 'edit', id: form.id })} onDelete={() => setDeleting(form)} />
          ))}
        </Stack>
      )}
      <DashboardDialog
        open={editing !== null || creating}
        title={editing ? t('forms.editTitle', { name: editing.name }) : t('forms.createTitle')}
        onClose={close}
        formId={FORM_ID}
        busy={save.isPending}
        size="lg"
      >
        {(editing || creating) && supplementId !== null && (
          <Stack gap="6">
            <FormChemistryForm
              key={editing ? `${editing.id}-${editing.revision}-${generation}` : 'new'}
              formId={FORM_ID}
              item={editing}
              supplementId={supplementId}
              serverError={save.error}
              onSubmit={(input) =>
                save.mutate(input, {
                  onSuccess: async () => {
                    await queryClient.invalidateQueries({ queryKey: doseKeys.forms(supplementId) });
                    setDialog(null);
                  },
                })
              }
              onReload={() => void reload()}
              onDismissError={save.reset}
            />
            {editing && <ItemHistory type="supplement_form" itemId={editing.id} fieldLabel={fieldLabel} onRestored={() => void reload()} />}
          </Stack>
        )}
      </DashboardDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('forms.deleteTitle')}
        name={deleting?.name ?? ''}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
