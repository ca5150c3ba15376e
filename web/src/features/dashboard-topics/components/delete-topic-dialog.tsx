import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { useDeleteTopic } from '../api/delete-topic';
import type { Topic } from '../api/topic-types';

interface DeleteTopicDialogProps {
  topic: Topic | null;
  supplementSlug: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Deletar tópico': asks for confirmation, deletes, then the screen reloads its list. */
export function DeleteTopicDialog({ topic, supplementSlug, onClose, onDeleted }: DeleteTopicDialogProps) {
  const { t } = useTranslation('dashboard-topics');
  const remove = useDeleteTopic();
  const confirm = () => {
    if (!topic) return;
    remove.mutate(
      { topicId: topic.id, supplementSlug },
      {
        onSuccess: () => {
          notifySuccess(t('toast.updatedTitle'), t('toast.deleted'));
          onDeleted();
        },
        onError: (error) => handleApiError(error, t('deleteFailed')),
      },
    );
  };
  return (
    <Dialog.Root open={topic !== null} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.question', { name: topic?.name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('delete.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={remove.isPending} onClick={confirm}>
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
