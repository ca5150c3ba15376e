import { Box, chakra, Field, Input, Spinner, Text } from '@chakra-ui/react';
import type { CheckItemKind } from '@contract/interactions';
import type { InteractionOption } from '@contract/interactions-answers';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
  const listId = useId();
  const hintId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What is typed now, for an Enter whose options arrive after it (the person may have typed on).
  const typedRef = useRef('');
  typedRef.current = term.trim();
  const settled = useDebouncedValue(term.trim(), SUGGEST_DELAY_MS);
  const options = useQuery({ ...catalogueOptionsQuery(kinds, i18n.resolvedLanguage, settled), enabled: settled.length >= 2, placeholderData: keepPreviousData });
  const offered = (items: readonly CatalogueOption[]) => items.filter((option) => (!kinds || kinds.includes(option.kind)) && !chosen.has(catalogueOptionKey(option)));
  const available = offered(options.data ?? []);
  const shown = open && term.trim().length >= 2;
  const showKind = !kinds || kinds.length > 1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const add = (option: CatalogueOption) => {
    onAdd(option);
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
    <Box position="relative" className="no-print" maxW={maxW}>
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
                  key={catalogueOptionKey(option)}
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
                    {[showKind ? t(`picker.kinds.${option.kind}`) : null, option.detail].filter(Boolean).join(' · ')}
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
