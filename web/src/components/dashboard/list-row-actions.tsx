import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ListRowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Referência 2'). */
  label: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, for one row of an editable list. */
export function ListRowActions({ label, first, last, onMove, onRemove }: ListRowActionsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onMove(-1)} disabled={first} aria-label={t('list.moveUp', { label })}>
        {t('list.up')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => onMove(1)} disabled={last} aria-label={t('list.moveDown', { label })}>
        {t('list.down')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={t('list.remove', { label })}>
        {t('list.removeShort')}
      </Button>
    </HStack>
  );
}
