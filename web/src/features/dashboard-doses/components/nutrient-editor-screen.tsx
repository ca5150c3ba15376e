import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEditorKit } from '@/components/dashboard/editor-kit';
import { PageHeading } from '@/components/page-heading';
import { doseKeys, useNutrient, useSaveNutrient } from '../api/nutrients';
import { NutrientForm } from './nutrient-form';
import { NutrientHistory } from './nutrient-history';

function FormSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true" data-testid="nutrient-skeleton">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="60" />
    </Stack>
  );
}

/**
 * /dashboard/nutrientes/novo and /dashboard/nutrientes/{id}: the nutrient's form (loaded afresh when
 * editing) and, when editing, its history. A save goes back to the list; a restored version or a
 * reload after an edit conflict starts the form again from the stored nutrient.
 */
export function NutrientEditorScreen({ id }: { id: number | null }) {
  const { t } = useTranslation(['dashboard-doses', 'dashboard']);
  const editor = useEditorKit({ id, type: 'nutrient', useItem: useNutrient, useSave: useSaveNutrient, listKey: doseKeys.nutrients });
  const item = editor.item;

  return (
    <>
      <PageHeading title={id === null ? t('editor.createTitle') : item ? t('editor.editTitleOf', { name: item.name }) : t('editor.editTitle')} />
      {editor.loading && <FormSkeleton />}
      {editor.failed && <Text color="fg.error">{t('editor.loadFailed')}</Text>}
      {(id === null || item) && (
        <Stack gap="6">
          <NutrientForm key={editor.formKey} {...editor.form} />
          {item && <NutrientHistory itemId={item.id} onRestored={() => void editor.reload()} />}
        </Stack>
      )}
    </>
  );
}
