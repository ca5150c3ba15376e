import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { versionKeys } from '@/api/content-versions';
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
  const queryClient = useQueryClient();
  const known = id === null || Number.isInteger(id);
  const loaded = useNutrient(known ? id : null);
  const save = useSaveNutrient();
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    save.reset();
    // Someone else's save (an edit conflict) or a restore added a version: the history asks again.
    if (id !== null) void queryClient.invalidateQueries({ queryKey: versionKeys.ofItem('nutrient', id) });
    await loaded.refetch();
    setGeneration((current) => current + 1);
  };
  const item = loaded.data;

  return (
    <>
      <PageHeading title={id === null ? t('editor.createTitle') : item ? t('editor.editTitleOf', { name: item.name }) : t('editor.editTitle')} />
      {id !== null && known && loaded.isPending && <FormSkeleton />}
      {((id !== null && loaded.isError) || !known) && <Text color="fg.error">{t('editor.loadFailed')}</Text>}
      {(id === null || item) && (
        <Stack gap="6">
          <NutrientForm
            key={`${item?.revision ?? 'new'}-${generation}`}
            item={item}
            busy={save.isPending}
            serverError={save.error}
            onSubmit={(input, leave) =>
              save.mutate(input, {
                onSuccess: () => {
                  void queryClient.invalidateQueries({ queryKey: doseKeys.nutrients });
                  leave();
                },
              })
            }
            onReload={() => void reload()}
            onDismissError={save.reset}
          />
          {item && <NutrientHistory itemId={item.id} onRestored={() => void reload()} />}
        </Stack>
      )}
    </>
  );
}
