import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { InteractionAdmin } from '@contract/interactions-answers';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditorKit } from '@/components/dashboard/editor-kit';
import { ItemHistory } from '@/components/dashboard/item-history';
import { PageHeading } from '@/components/page-heading';
import { formatDate } from '@/lib/dates';
import { interactionKeys, useInteraction, useMarkInteractionReviewed, useSaveInteraction } from '../api/interactions';
import { useFieldLabel } from '../field-label';
import { InteractionForm } from './interaction-form';

function FormSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="40" />
    </Stack>
  );
}

/** 'Revisada em … por …' and 'Marcar como revisada': the review is an act of its own, never a save's side effect. */
function ReviewBar({ item, onReviewed }: { item: InteractionAdmin; onReviewed: () => void }) {
  const { t } = useTranslation('dashboard-interactions');
  const review = useMarkInteractionReviewed(onReviewed);
  return (
    <HStack gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" flex="1">
        {item.reviewed_at ? t('form.reviewed', { date: formatDate(item.reviewed_at), name: item.reviewed_by ?? '' }) : t('form.notReviewed')}
      </Text>
      <Button size="sm" variant="outline" loading={review.isPending} onClick={() => review.mutate(item.id)}>
        {t('form.markReviewed')}
      </Button>
    </HStack>
  );
}

/**
 * /dashboard/interacoes/nova and /dashboard/interacoes/{id}: the interaction's form (loaded afresh
 * when editing) and, when editing, its history. A save goes back to the list; a restored version or a
 * reload after an edit conflict starts the form again from the stored interaction.
 */
export function InteractionEditorScreen({ id }: { id: number | null }) {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard']);
  const fieldLabel = useFieldLabel();
  const queryClient = useQueryClient();
  const editor = useEditorKit({ id, type: 'interaction', useItem: useInteraction, useSave: useSaveInteraction, listKey: interactionKeys.all });
  const item = editor.item;

  return (
    <>
      <PageHeading title={id === null ? t('editor.createTitle') : item ? t('editor.editTitleOf', { name: `${item.supplement.name} × ${item.other.name}` }) : t('editor.editTitle')} />
      {editor.loading && <FormSkeleton />}
      {editor.failed && <Text color="fg.error">{t('editor.loadFailed')}</Text>}
      {(id === null || item) && (
        <Stack gap="6">
          {item && <ReviewBar item={item} onReviewed={() => void queryClient.invalidateQueries({ queryKey: interactionKeys.all }).then(editor.reload)} />}
          <InteractionForm key={editor.formKey} {...editor.form} />
          {item && <ItemHistory type="interaction" itemId={item.id} fieldLabel={fieldLabel} onRestored={() => void editor.reload()} />}
        </Stack>
      )}
    </>
  );
}
