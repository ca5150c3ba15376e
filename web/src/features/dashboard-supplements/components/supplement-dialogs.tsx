import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { serverFieldErrors } from '@/components/dashboard/validate-form';
import { useSupplement } from '../api/get-supplement';
import type { SupplementCard } from '../api/get-supplements';
import { useDeleteSupplement, useSaveSupplement } from '../api/save-supplement';
import { SupplementForm } from './supplement-form';

interface SupplementDialogsProps {
  mode: ModalMode;
  item: SupplementCard | null;
  categoryId: number;
  onClose: () => void;
  onChanged: () => void;
}

/** 'Adicionar novo', 'Editar {name}' and 'Deletar suplemento', each with 'Cancelar'. */
export function SupplementDialogs({ mode, item, categoryId, onClose, onChanged }: SupplementDialogsProps) {
  const { t } = useTranslation('dashboard-supplements');
  const formId = useId();
  const loaded = useSupplement(mode === 'edit' && item ? item.id : null);
  const done = () => {
    onClose();
    onChanged();
  };
  const save = useSaveSupplement(done);
  const remove = useDeleteSupplement(done);
  const formOpen = mode === 'create' || mode === 'edit';
  const { reset: resetSave } = save;
  useEffect(() => {
    if (formOpen) resetSave();
  }, [formOpen, resetSave]);
  const loadFailed = mode === 'edit' && loaded.isError;
  useEffect(() => {
    if (loadFailed) onClose();
  }, [loadFailed, onClose]);

  return (
    <>
      <DashboardDialog
        open={formOpen}
        title={mode === 'edit' && item ? t('form.editTitle', { name: item.name }) : t('form.createTitle')}
        onClose={onClose}
        formId={formId}
        busy={save.isPending}
        loadingContent={mode === 'edit' && !loaded.data}
      >
        <SupplementForm
          formId={formId}
          item={mode === 'edit' ? loaded.data : undefined}
          categoryId={categoryId}
          serverErrors={serverFieldErrors(save.error)}
          onSubmit={(input) => save.mutate(input)}
        />
      </DashboardDialog>
      <ConfirmDeleteDialog
        open={mode === 'delete'}
        title={t('deleteTitle')}
        name={item?.name ?? ''}
        busy={remove.isPending}
        onConfirm={() => item && remove.mutate(item.id)}
        onClose={onClose}
      />
    </>
  );
}
