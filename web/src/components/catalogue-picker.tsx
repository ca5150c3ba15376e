import { Box, chakra, Field, Input } from '@chakra-ui/react';
import type { CheckItemKind } from '@contract/interactions';
import type { InteractionOption } from '@contract/interactions-answers';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListboxOption, ListboxPanel } from '@/components/listbox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListbox } from '@/hooks/use-listbox';
import { api } from '@/lib/api-client';

const SUGGEST_DELAY_MS = 200;

/** A supplement, one of its chemical forms, a drug, a drug class or a condition, as GET interactions/options names it. */
export type CatalogueOption = InteractionOption;

/** `form:3`, `drug:5`: how pickers and lists tell options apart. */
export const catalogueOptionKey = (option: { kind: string; id: number }) => `${option.kind}:${option.id}`;

/** GET interactions/options: what the typed words name, of the given kinds (all when absent), in the reader's language. */
function catalogueOptionsQuery(kinds: readonly CheckItemKind[] | undefined, language: string | undefined, term: string) {
  const kindList = kinds?.join(',');
  return {
    queryKey: ['catalogue-options', kindList ?? 'all', language, term] as const,
    queryFn: async () => (await api.get('/interactions/options', { query: { search: term, ...(kindList ? { kinds: kindList } : {}) } })).items,
    staleTime: 60_000,
  };
}

interface CataloguePickerProps {
  label: string;
  /** Under the field while there is no error. */
  hint: string;
  placeholder: string;
  /** What the picker offers; every kind when absent. */
  kinds?: readonly CheckItemKind[];
  /** Already chosen (`catalogueOptionKey`): not offered again. */
  chosen: ReadonlySet<string>;
  onAdd: (option: CatalogueOption) => void;
  disabled?: boolean;
  error?: string;
  maxW?: string;
}

/**
 * The typeahead that adds one catalogue item at a time (ARIA 1.2 combobox), shared by the interaction
 * checker and the formula builder: what is typed asks GET interactions/options once the typing
 * pauses; arrows move through the options, Enter adds the chosen one (or the first), Escape closes
 * the list. The field keeps the focus, so items can be added one after another from the keyboard.
 */
export const CataloguePicker = forwardRef<HTMLInputElement, CataloguePickerProps>(function CataloguePicker(
  { label, hint, placeholder, kinds, chosen, onAdd, disabled, error, maxW },
  ref,
) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const listbox = useListbox();
  const hintId = useId();
  const [term, setTerm] = useState('');
  // What is typed now, for an Enter whose options arrive after it (the person may have typed on).
  const typedRef = useRef('');
  typedRef.current = term.trim();
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const options = useQuery({ ...catalogueOptionsQuery(kinds, i18n.resolvedLanguage, settled), enabled: settled.length >= 2, placeholderData: keepPreviousData });
  const offered = (items: readonly CatalogueOption[]) => items.filter((option) => (!kinds || kinds.includes(option.kind)) && !chosen.has(catalogueOptionKey(option)));
  const available = offered(options.data ?? []);
  const shown = listbox.open && term.trim().length >= 2;
  const showKind = !kinds || kinds.length > 1;

  const add = (option: CatalogueOption) => {
    onAdd(option);
    setTerm('');
    listbox.close();
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>, active: number) => {
    event.preventDefault();
    if (!shown || disabled) return;
    if (active >= 0) {
      const option = available[active];
      if (option) add(option);
      return;
    }
    // The first option of what is typed now: the list on screen may still answer the words typed
    // before (the pause before asking, or the answer on its way), so ask for these words' own.
    const typed = term.trim();
    void queryClient
      .fetchQuery(catalogueOptionsQuery(kinds, i18n.resolvedLanguage, typed))
      .then((items) => {
        const first = offered(items)[0];
        if (first && typedRef.current === typed) add(first);
      })
      .catch(() => undefined);
  };

  let status: string | null = null;
  if (available.length === 0) {
    if (options.isFetching || settled !== term.trim()) status = t('picker.loading');
    else if (options.isError) status = t('picker.failed');
    else status = t('picker.none');
  }

  return (
    <Box position="relative" className="no-print" maxW={maxW}>
      <Field.Root disabled={disabled} invalid={Boolean(error)}>
        <Field.Label fontWeight="semibold">{label}</Field.Label>
        <Box position="relative" w="full">
          <Input
            ref={ref}
            type="search"
            bg="bg.panel"
            {...listbox.getInputProps({ shown, count: available.length, onType: setTerm, onEnter })}
            aria-describedby={hintId}
            placeholder={placeholder}
            value={term}
          />
          <ListboxPanel shown={shown} listProps={listbox.getListProps(t('picker.options'))} maxH="20rem" status={status} busy={options.isFetching}>
            {available.map((option, index) => (
              <ListboxOption key={catalogueOptionKey(option)} {...listbox.getOptionProps(index, () => add(option))}>
                <chakra.span fontWeight="medium">{option.name}</chakra.span>{' '}
                <chakra.span fontSize="sm" color="fg.muted">
                  {[showKind ? t(`picker.kinds.${option.kind}`) : null, option.detail].filter(Boolean).join(' · ')}
                </chakra.span>
              </ListboxOption>
            ))}
          </ListboxPanel>
        </Box>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      </Field.Root>
    </Box>
  );
});
