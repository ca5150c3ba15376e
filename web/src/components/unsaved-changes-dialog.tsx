import { useTranslation } from 'react-i18next';
import type { UnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from './confirm-dialog';

/** The question a guarded page asks before its unsaved changes are lost. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.stay')}
      closeLabel={t('close')}
      busy={false}
      onConfirm={guard.discard}
      onClose={guard.stay}
    >
      {t('unsaved.message')}
    </ConfirmDialog>
  );
}
