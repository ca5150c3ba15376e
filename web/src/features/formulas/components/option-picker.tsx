import { Box, chakra, Field, Input, Spinner, Text } from '@chakra-ui/react';
import type { CheckItemKind } from '@contract/interactions';
import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormulaOptions } from '../api/formulas';
import type { Picked } from '../formula-values';

const SUGGEST_DELAY_MS = 200;

interface OptionPickerProps {
  label: string;
  hint: string;
  placeholder: string;
  /** What the picker offers: chemical forms, or drugs and conditions. */
  kinds: readonly CheckItemKind[];
  /** Already chosen (by kind and id): not offered again. */
  chosen: ReadonlySet<string>;
  onAdd: (option: Picked & { kind: CheckItemKind }) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * A typeahead that adds one catalogue item at a time (ARIA 1.2 combobox, as the interaction
 * checker's): what is typed asks GET interactions/options of the given kinds once the typing pauses;
 * arrows move through the options, Enter adds the chosen one (or the first), Escape closes the list.
 */
export const OptionPicker = forwardRef<HTMLInputElement, OptionPickerProps>(function OptionPicker({ label, hint, placeholder, kinds, chosen, onAdd, disabled, error }, ref) {
  const { t } = useTranslation('formulas');
  const listId = useId();
  const hintId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const options = useFormulaOptions(kinds, settled);
  const available = (options.data ?? []).filter((option) => kinds.includes(option.kind) && !chosen.has(`${option.kind}:${option.id}`));
  const shown = open && term.trim().length >= 2;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const add = (option: (typeof available)[number]) => {
    onAdd({ kind: option.kind, id: option.id, name: option.name, detail: option.detail });
    setTerm('');
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      return close();
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown ? (available[active] ?? (active === -1 && settled === term.trim() ? available[0] : undefined)) : undefined;
      if (option) add(option);
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
    <Box position="relative" className="no-print">
      <Field.Root disabled={disabled} invalid={Boolean(error)}>
        <Field.Label fontWeight="semibold">{label}</Field.Label>
        <Box position="relative" w="full">
          <Input
            ref={ref}
            type="search"
            bg="bg.panel"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-describedby={hintId}
            aria-activedescendant={shown && active >= 0 && active < available.length ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={placeholder}
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
                  key={`${option.kind}:${option.id}`}
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
                    {[kinds.length > 1 ? t(`picker.kinds.${option.kind}`) : null, option.detail].filter(Boolean).join(' · ')}
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
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      </Field.Root>
    </Box>
  );
});
