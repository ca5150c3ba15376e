import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { serverFieldErrors } from '@/components/dashboard/validate-form';
import { useBanner, useDeleteBanner, useSaveBanner, type Banner } from '../api/banners';
import { BannerForm } from './banner-form';

interface BannerDialogsProps {
  mode: ModalMode;
  item: Banner | null;
  onClose: () => void;
  onChanged: () => void;
}

/** The banners' create, edit and delete dialogs. */
export function BannerDialogs({ mode, item, onClose, onChanged }: BannerDialogsProps) {
  const { t } = useTranslation('dashboard-banners');
  const formId = useId();
  const loaded = useBanner(mode === 'edit' && item ? item.id : null);
  const done = () => {
    onClose();
    onChanged();
  };
  const save = useSaveBanner(done);
  const remove = useDeleteBanner(done);
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
        size="lg"
      >
        <BannerForm formId={formId} item={mode === 'edit' ? loaded.data : undefined} serverErrors={serverFieldErrors(save.error)} onSubmit={(input) => save.mutate(input)} />
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
