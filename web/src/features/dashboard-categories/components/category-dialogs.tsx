import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { serverFieldErrors } from '@/components/dashboard/validate-form';
import { useDeleteCategory } from '../api/delete-category';
import { useCategory } from '../api/get-category';
import type { CategoryCard } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { CategoryForm } from './category-form';

interface CategoryDialogsProps {
  mode: ModalMode;
  item: CategoryCard | null;
  parentId: number | null;
  onClose: () => void;
  /** After a successful change: the list reloads from page 1. */
  onChanged: () => void;
}

/** The create, edit and delete dialogs of the categories (and subcategories) grid. */
export function CategoryDialogs({ mode, item, parentId, onClose, onChanged }: CategoryDialogsProps) {
  const { t } = useTranslation('dashboard-categories');
  const formId = useId();
  const editing = mode === 'edit' && item ? item.id : null;
  const loaded = useCategory(editing);
  const done = () => {
    onClose();
    onChanged();
  };
  const save = useSaveCategory(done);
  const remove = useDeleteCategory(done);
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
        <CategoryForm
          formId={formId}
          item={mode === 'edit' ? loaded.data : undefined}
          parentId={parentId}
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
