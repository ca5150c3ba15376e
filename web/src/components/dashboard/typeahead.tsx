import { Box, chakra, Input, Spinner, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SUGGEST_DELAY_MS = 250;

/** A choice of a typeahead: what it stands for (`key`), its name, and a line beside it ('Suplemento', a form). */
export interface TypeaheadOption {
  key: string;
  label: string;
  detail?: string;
}

interface TypeaheadProps<O extends TypeaheadOption> {
  name: string;
  /** The chosen option, shown in the box; null while nothing is chosen. */
  value: O | null;
  onChange: (option: O | null) => void;
  /** The options' cache key; the term typed is added to it. */
  queryKey: QueryKey;
  /** The options for what was typed (asked once the typing pauses). */
  fetchOptions: (term: string) => Promise<O[]>;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A dashboard field that picks one item of a list too long for a select (ARIA 1.2 combobox): what
 * is typed asks the server once the typing pauses, arrows move through the options, Enter or a click
 * chooses one, Escape closes the list; typing again clears the choice. Inside a `FormField`, its
 * label and error are the input's.
 */
function TypeaheadInner<O extends TypeaheadOption>(
  { name, value, onChange, queryKey, fetchOptions, placeholder, disabled }: TypeaheadProps<O>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { t } = useTranslation('dashboard');
  const listId = useId();
  const [term, setTerm] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const searching = open && value === null && settled.length >= 1;
  const query = useQuery({ queryKey: [...queryKey, settled], queryFn: () => fetchOptions(settled), enabled: searching, placeholderData: keepPreviousData, staleTime: 30_000 });
  const options = searching ? (query.data ?? []) : [];
  const shown = searching;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: O) => {
    setTerm(option.label);
    onChange(option);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      return close();
    }
    if (event.key === 'Enter' && shown) {
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      // Enter inside the list chooses; it never submits the form half-filled.
      event.preventDefault();
      if (chosen) choose(chosen);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (options.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => {
      const next = current + step;
      if (next >= options.length) return -1;
      if (next < -1) return options.length - 1;
      return next;
    });
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box position="relative" width="full">
      <Input
        ref={ref}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={placeholder ?? t('typeahead.placeholder')}
        disabled={disabled}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          if (value !== null) onChange(null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <Box
        hidden={!shown}
        position="absolute"
        top="full"
        insetInline="0"
        mt="1"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="teal.line"
        borderRadius="md"
        boxShadow="md"
        py="1"
        maxH="64"
        overflowY="auto"
      >
        <chakra.ul id={listId} role="listbox" aria-label={t('typeahead.options')} listStyleType="none" m="0" p="0">
          {options.map((option, index) => (
            <chakra.li
              key={option.key}
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
                choose(option);
              }}
            >
              {option.label}
              {option.detail && (
                <chakra.span fontSize="sm" color="fg.muted">
                  {' '}
                  · {option.detail}
                </chakra.span>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
        {options.length === 0 && (
          <Text role="status" px="3" py="2" color="fg.muted" fontSize="sm">
            {query.isFetching ? <Spinner size="xs" me="2" /> : null}
            {query.isFetching ? t('typeahead.loading') : t('typeahead.none')}
          </Text>
        )}
      </Box>
    </Box>
  );
}

export const Typeahead = forwardRef(TypeaheadInner) as <O extends TypeaheadOption>(
  props: TypeaheadProps<O> & { ref?: React.ForwardedRef<HTMLInputElement> },
) => ReturnType<typeof TypeaheadInner>;
