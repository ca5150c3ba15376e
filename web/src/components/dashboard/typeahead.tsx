import { Box, chakra, Input } from '@chakra-ui/react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListboxOption, ListboxPanel } from '@/components/listbox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListbox } from '@/hooks/use-listbox';

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
  const listbox = useListbox();
  const [term, setTerm] = useState(value?.label ?? '');
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const shown = listbox.open && value === null && settled.length >= 1;
  const query = useQuery({ queryKey: [...queryKey, settled], queryFn: () => fetchOptions(settled), enabled: shown, placeholderData: keepPreviousData, staleTime: 30_000 });
  const options = shown ? (query.data ?? []) : [];

  const choose = (option: O) => {
    setTerm(option.label);
    onChange(option);
    listbox.close();
  };
  const inputProps = listbox.getInputProps({
    shown,
    count: options.length,
    openOnFocus: true,
    onType: (typed) => {
      setTerm(typed);
      if (value !== null) onChange(null);
    },
    onEnter: (event, active) => {
      if (!shown) return;
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      // Enter inside the list chooses; it never submits the form half-filled.
      event.preventDefault();
      if (chosen) choose(chosen);
    },
  });

  return (
    <Box position="relative" width="full">
      <Input ref={ref} name={name} {...inputProps} placeholder={placeholder ?? t('typeahead.placeholder')} disabled={disabled} value={term} />
      <ListboxPanel
        shown={shown}
        listProps={listbox.getListProps(t('typeahead.options'))}
        maxH="64"
        status={options.length === 0 && (query.isFetching ? t('typeahead.loading') : t('typeahead.none'))}
        busy={query.isFetching}
      >
        {options.map((option, index) => (
          <ListboxOption key={option.key} {...listbox.getOptionProps(index, () => choose(option))}>
            {option.label}
            {option.detail && (
              <chakra.span fontSize="sm" color="fg.muted">
                {' '}
                · {option.detail}
              </chakra.span>
            )}
          </ListboxOption>
        ))}
      </ListboxPanel>
    </Box>
  );
}

export const Typeahead = forwardRef(TypeaheadInner) as <O extends TypeaheadOption>(
  props: TypeaheadProps<O> & { ref?: React.ForwardedRef<HTMLInputElement> },
) => ReturnType<typeof TypeaheadInner>;
