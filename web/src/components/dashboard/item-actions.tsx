import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EditIcon, EyeIcon, TrashIcon } from '@/components/icons';

interface ItemActionsProps {
  /** The item's name, so each button says what it acts on. */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The view, edit and delete icons of a card or a table row. */
export function ItemActions({ name, onView, onEdit, onDelete }: ItemActionsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <HStack gap="1" justify="flex-end">
      {onView && (
        <IconButton variant="ghost" size="sm" aria-label={t('actions.view', { name })} onClick={onView}>
          <EyeIcon />
        </IconButton>
      )}
      {onEdit && (
        <IconButton variant="ghost" size="sm" aria-label={t('actions.edit', { name })} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={t('actions.delete', { name })} onClick={onDelete}>
          <TrashIcon />
        </IconButton>
      )}
    </HStack>
  );
}
