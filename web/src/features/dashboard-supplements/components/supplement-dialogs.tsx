import { useTranslation } from 'react-i18next';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { useEditItem } from '@/components/dashboard/use-edit-item';
import type { SupplementAdmin, SupplementCard } from '@contract/supplements-answers';
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
  const done = () => {
    onClose();
    onChanged();
  };
  return (
    <ItemDialogs
      mode={mode}
      item={item}
      loaded={useEditItem<SupplementAdmin>('supplements', mode === 'edit' && item ? item.id : null)}
      save={useSaveSupplement(done)}
      remove={useDeleteSupplement(done)}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: item?.name }), delete: t('deleteTitle') }}
      onClose={onClose}
      renderForm={(slot) => <SupplementForm {...slot} categoryId={categoryId} />}
    />
  );
}
