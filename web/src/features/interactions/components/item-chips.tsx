import { chakra, HStack, IconButton, Skeleton, Text } from '@chakra-ui/react';
import type { CheckItem } from '@contract/interactions';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { itemKey } from '../check-list';

export interface ListedItem {
  item: CheckItem;
  /** null until the check's answer (or the picker) has named it. */
  name: string | null;
}

interface ItemChipsProps {
  items: readonly ListedItem[];
  onRemove: (item: CheckItem) => void;
  /** Where the focus goes when the last chip is removed (the picker's field). */
  onEmptied: () => void;
}

const CloseGlyph = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

/**
 * The list as chips, in the order added: each names its kind and has a remove button (Tab reaches
 * it, Enter or Space removes; Delete or Backspace on it too). The focus then moves to the next chip,
 * or the previous one, or back to the picker, so a keyboard user never loses their place.
 */
export function ItemChips({ items, onRemove, onEmptied }: ItemChipsProps) {
  const { t } = useTranslation('interactions');
  const listRef = useRef<HTMLUListElement>(null);

  const remove = (index: number) => {
    const entry = items[index];
    if (!entry) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-chip-remove]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    onRemove(entry.item);
    if (next) next.focus();
    else onEmptied();
  };

  return (
    <chakra.ul ref={listRef} aria-label={t('list.label')} listStyleType="none" display="flex" flexWrap="wrap" gap="2" m="0" p="0" className="check-list">
      {items.map((entry, index) => {
        const name = entry.name ?? '';
        return (
          <chakra.li key={itemKey(entry.item)} minW="0" maxW="full">
            <HStack gap="1" ps="3" pe="1" py="1" borderWidth="1px" borderColor="teal.muted" bg="teal.wash" borderRadius="full" maxW="full">
              <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
                {t(`kinds.${entry.item.kind}`)}:
              </Text>
              {entry.name === null ? (
                <Skeleton h="4" w="20" />
              ) : (
                <Text as="span" fontWeight="medium" color="teal.ink" truncate>
                  {name}
                </Text>
              )}
              <IconButton
                data-chip-remove=""
                size="xs"
                variant="ghost"
                borderRadius="full"
                aria-label={t('list.remove', { name: name || t(`kinds.${entry.item.kind}`) })}
                onClick={() => remove(index)}
                onKeyDown={(event) => {
                  if (event.key === 'Delete' || event.key === 'Backspace') {
                    event.preventDefault();
                    remove(index);
                  }
                }}
              >
                <CloseGlyph />
              </IconButton>
            </HStack>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
