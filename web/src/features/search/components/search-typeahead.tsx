import { chakra, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LockIcon, SearchIcon } from '@/components/icons';
import { ListboxOption, ListboxPanel } from '@/components/listbox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListbox } from '@/hooks/use-listbox';
import { useSearchSuggestions, type Suggestions } from '../api/get-search-results';
import { highlightParts } from '../highlight';
import { clinicalCheckerHref, clinicalNamedFirst, topicHref, type ClinicalResult } from '../search-cards';

const SUGGEST_DELAY_MS = 200;

/** One choice of the list: a supplement by name, or a match in a topic's text (its topic named). */
interface Option {
  key: string;
  name: string;
  href: string;
  /** The topic (or 'Indicações') the words were found in; null for a supplement. */
  topic: string | null;
  /** Paid text the server withheld: the reader sees the lock, not the text. */
  locked: boolean;
  /** A drug, class or condition: its kind and how many interactions it has (the option opens the checker). */
  clinical: { kind: 'drug' | 'drug_class' | 'condition'; interactions: number } | null;
}

const clinicalOption = (result: ClinicalResult): Option => ({
  key: `clinical:${result.item.kind}:${result.item.id}`,
  name: result.item.name,
  href: clinicalCheckerHref(result),
  topic: null,
  locked: false,
  clinical: { kind: result.item.kind, interactions: result.interactions_total },
});

/** A drug, class or condition the term names exactly comes first; then the supplements, the text mentions, the other clinical items. */
function optionsOf(suggestions: Suggestions | undefined, term: string): Option[] {
  if (!suggestions) return [];
  const { named, rest } = clinicalNamedFirst(suggestions.clinical, term);
  return [
    ...named.map(clinicalOption),
    ...suggestions.supplements.map(({ item }) => ({ key: `supplement:${item.slug}`, name: item.name, href: `/app/suplementos/topicos/${item.slug}`, topic: null, locked: false, clinical: null })),
    ...suggestions.topics.map(({ item, supplement }) => ({
      key: `topic:${supplement.slug}:${item.topic_slug ?? item.source}`,
      name: supplement.name,
      href: topicHref(supplement.slug, item.topic_id),
      topic: item.topic_name,
      locked: item.is_paid === 1 && item.content === '',
      clinical: null,
    })),
    ...rest.map(clinicalOption),
  ];
}

/**
 * The header's search box (ARIA 1.2 combobox): suggests supplements while typing (debounced), then a
 * few matches in the monographs' text (supplement and topic, a lock when the text is paid), then
 * drugs, classes and conditions with their number of interactions (opening the checker), arrows
 * move through them, Enter opens the chosen one or, with none chosen, the results page
 * /app/busca/{term}; Escape closes the list.
 */
export function SearchTypeahead() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listbox = useListbox();
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term, SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(settled, i18n.resolvedLanguage ?? 'pt');
  const options = optionsOf(suggestions.data, settled);
  /** Which part of the list an option belongs to: a line separates the parts. */
  const partOf = (option: Option) => (option.clinical ? 'clinical' : option.topic !== null ? 'text' : 'name');
  const shown = listbox.open && term.trim().length >= 2;

  const openOption = (option: Option) => {
    listbox.close();
    setTerm('');
    void navigate(option.href);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown ? options[listbox.active] : undefined;
    if (chosen) return openOption(chosen);
    const search = term.trim();
    listbox.close();
    if (search) void navigate(`/app/busca/${encodeURIComponent(search)}`);
  };
  // Enter submits the form (the chosen option, or the results page); Escape also leaves the search field its own clearing.
  const inputProps = listbox.getInputProps({ shown, count: options.length, onType: setTerm, escapeIsTheList: false });

  return (
    <form role="search" onSubmit={onSubmit} style={{ flex: '1 1 16rem', maxWidth: '28rem', position: 'relative' }}>
      <Field.Root>
        <Field.Label srOnly>{t('search.label')}</Field.Label>
        <InputGroup
          endElement={
            <IconButton type="submit" variant="ghost" size="sm" me="-2" aria-label={t('search.submit')}>
              <SearchIcon />
            </IconButton>
          }
        >
          <Input
            type="search"
            size="sm"
            bg="bg.panel"
            {...inputProps}
            placeholder={t('search.placeholder')}
            value={term}
          />
        </InputGroup>
      </Field.Root>
      <ListboxPanel
        shown={shown}
        listProps={listbox.getListProps(t('search.suggestions'))}
        status={options.length === 0 && (suggestions.isFetching ? t('search.loading') : t('search.noSuggestions'))}
        busy={suggestions.isFetching}
      >
        {options.map((option, index) => (
          <ListboxOption
            key={option.key}
            {...listbox.getOptionProps(index, () => openOption(option))}
            borderTopWidth={index > 0 && partOf(options[index - 1]!) !== partOf(option) ? '1px' : undefined}
            borderColor="teal.line"
          >
            {option.clinical ? (
              <>
                <chakra.span fontWeight="medium">{option.name}</chakra.span>{' '}
                <chakra.span fontSize="sm" color="fg.muted">
                  {t(`search.kinds.${option.clinical.kind}`)} · {t('search.interactions', { count: option.clinical.interactions })}
                </chakra.span>
              </>
            ) : option.topic === null ? (
              highlightParts(option.name, term).map((part, partIndex) => (part.marked ? <strong key={partIndex}>{part.text}</strong> : part.text))
            ) : (
              <>
                <chakra.span fontWeight="medium">{option.name}</chakra.span>{' '}
                <chakra.span fontSize="sm" color="fg.muted">
                  {t('search.inTopic', { topic: option.topic })}
                </chakra.span>
                {option.locked && (
                  <>
                    {' '}
                    <chakra.span fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                      <LockIcon aria-hidden me="1" verticalAlign="-0.125em" />
                      {t('search.locked')}
                    </chakra.span>
                  </>
                )}
              </>
            )}
          </ListboxOption>
        ))}
      </ListboxPanel>
    </form>
  );
}
