import { Button, HStack } from '@chakra-ui/react';
import type { SupplementSort } from '@contract/supplements';
import { useTranslation } from 'react-i18next';

interface SortToggleProps {
  sort: SupplementSort;
  onChange: (sort: SupplementSort) => void;
}

const SORTS: readonly SupplementSort[] = ['order', 'name'];

/** Two pressed/unpressed buttons: the catalogue's order or A to Z. */
export function SortToggle({ sort, onChange }: SortToggleProps) {
  const { t } = useTranslation('catalogue');
  return (
    <HStack role="group" aria-label={t('sort.label')} gap="1" mb="4" justify={{ base: 'start', sm: 'end' }}>
      {SORTS.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === sort ? 'subtle' : 'ghost'}
          aria-pressed={option === sort}
          onClick={() => onChange(option)}
        >
          {t(`sort.${option}`)}
        </Button>
      ))}
    </HStack>
  );
}
