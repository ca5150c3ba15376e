import { Box, chakra, Field, Input, Spinner, Text } from '@chakra-ui/react';
import type { CheckItem } from '@contract/interactions';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useItemOptions, type ItemOption } from '../api/item-options';
import { itemKey } from '../check-list';

const SUGGEST_DELAY_MS = 200;

interface ItemPickerProps {
  /** What is already on the list: shown as added, not offered again. */
  chosen: readonly CheckItem[];
  onAdd: (option: ItemOption) => void;
  /** The list is full (30 items): the field says so and adds nothing. */
  full: boolean;
}

/**
 * The checker's typeahead (ARIA 1.2 combobox): supplements (and their chemical forms), drugs (by
 * name, synonym or brand), drug classes and conditions as one types; arrows move through them,
 * Enter adds the chosen one (or the first), Escape closes the list. The field keeps the focus, so
 * items can be added one after another from the keyboard.
 */
export function ItemPicker({ chosen, onAdd, full }: ItemPickerProps) {
  const { t } = useTranslation('interactions');
  const listId = useId();
  const hintId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const options = useItemOptions(settled);
  const chosenKeys = new Set(chosen.map(itemKey));
  const available = (options.data ?? []).filter((option) => !chosenKeys.has(itemKey(option)));
  const shown = open && term.trim().length >= 2;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const add = (option: ItemOption) => {
    onAdd(option);
    setTerm('');
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosenOption = shown ? (available[active] ?? (active === -1 && settled === term.trim() ? available[0] : undefined)) : undefined;
      if (chosenOption && !full) add(chosenOption);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (available.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => {
      const next = current + step;
      if (next >= available.length) return -1;
      if (next < -1) return available.length - 1;
      return next;
    });
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  let status: string | null = null;
  if (available.length === 0) {
    if (options.isFetching || settled !== term.trim()) status = t('picker.loading');
    else if (options.isError) status = t('picker.failed');
    else status = t('picker.none');
  }

  return (
    <Box position="relative" className="no-print" maxW="36rem">
      <Field.Root disabled={full}>
        <Field.Label fontWeight="semibold">{t('picker.label')}</Field.Label>
        <Box position="relative" w="full">
          <Input
            type="search"
            bg="bg.panel"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-describedby={hintId}
            aria-activedescendant={shown && active >= 0 && active < available.length ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t('picker.placeholder')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <Box hidden={!shown} position="absolute" top="full" mt="1" insetInline="0" zIndex="dropdown" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="md" boxShadow="md" py="1" maxH="20rem" overflowY="auto">
            <chakra.ul id={listId} role="listbox" aria-label={t('picker.options')} listStyleType="none" m="0" p="0">
              {available.map((option, index) => (
                <chakra.li
                  key={itemKey(option)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'teal.wash' : undefined}
                  color="fg"
                  // mousedown, not click: the input's blur would close the list before the click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(option);
                  }}
                >
                  <chakra.span fontWeight="medium">{option.name}</chakra.span>{' '}
                  <chakra.span fontSize="sm" color="fg.muted">
                    {[t(`kinds.${option.kind}`), option.detail].filter(Boolean).join(' · ')}
                  </chakra.span>
                </chakra.li>
              ))}
            </chakra.ul>
            {status && (
              <Text role="status" px="3" py="2" color="fg.muted" fontSize="sm">
                {options.isFetching ? <Spinner size="xs" me="2" /> : null}
                {status}
              </Text>
            )}
          </Box>
        </Box>
        <Field.HelperText id={hintId}>{full ? t('picker.full', { max: 30 }) : t('picker.hint')}</Field.HelperText>
      </Field.Root>
    </Box>
  );
}
