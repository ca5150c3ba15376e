import { useTranslation } from 'react-i18next';
import { ItemDialogs } from '@/components/dashboard/item-dialogs';
import type { ModalMode } from '@/components/dashboard/use-modal-mode';
import { useEditItem } from '@/components/dashboard/use-edit-item';
import { useDeleteBanner, useSaveBanner, type Banner } from '../api/banners';
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
  const done = () => {
    onClose();
    onChanged();
  };
  return (
    <ItemDialogs
      mode={mode}
      item={item}
      loaded={useEditItem<Banner>('banners', mode === 'edit' && item ? item.id : null)}
      save={useSaveBanner(done)}
      remove={useDeleteBanner(done)}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle', { name: item?.name }), delete: t('deleteTitle') }}
      size="lg"
      onClose={onClose}
      renderForm={(slot) => <BannerForm {...slot} />}
    />
  );
}
