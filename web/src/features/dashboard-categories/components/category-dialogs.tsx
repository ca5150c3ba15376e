import { useTranslation } from 'react-i18next';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { useEditItem } from '@/components/dashboard/use-edit-item';
import { useDeleteCategory } from '../api/delete-category';
import type { CategoryAdmin } from '@contract/categories-answers';
import type { CategoryCard } from '@contract/categories-answers';
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
  const done = () => {
    onClose();
    onChanged();
  };
  return (
    <ItemDialogs
      mode={mode}
      item={item}
      loaded={useEditItem<CategoryAdmin>('categories', mode === 'edit' && item ? item.id : null)}
      save={useSaveCategory(done)}
      remove={useDeleteCategory(done)}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: item?.name }), delete: t('deleteTitle') }}
      onClose={onClose}
      renderForm={(slot) => <CategoryForm {...slot} parentId={parentId} />}
    />
  );
}
