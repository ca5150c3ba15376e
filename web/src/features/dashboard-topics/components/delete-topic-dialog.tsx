import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { useDeleteTopic } from '../api/delete-topic';
import type { Topic } from '@contract/topics-answers';

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
    <ConfirmDeleteDialog
      open={topic !== null}
      title={t('delete.title')}
      name={topic?.name ?? ''}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
