import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The item's name, quoted in the question. */
  name: string;
  title?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Tem certeza que deseja deletar "{name}"?' with 'Sim, eu confirmo' and 'Cancelar' (spec section 2). */
export function ConfirmDeleteDialog({ open, name, title, busy, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <ConfirmDialog
      open={open}
      title={title ?? t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{t('delete.question', { name })}</Text>
    </ConfirmDialog>
  );
}
