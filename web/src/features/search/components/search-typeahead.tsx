import { Box, chakra, Field, IconButton, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LockIcon, SearchIcon } from '@/components/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term, SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(settled, i18n.resolvedLanguage ?? 'pt');
  const options = optionsOf(suggestions.data, settled);
  /** Which part of the list an option belongs to: a line separates the parts. */
  const partOf = (option: Option) => (option.clinical ? 'clinical' : option.topic !== null ? 'text' : 'name');
  const shown = open && term.trim().length >= 2;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openOption = (option: Option) => {
    close();
    setTerm('');
    void navigate(option.href);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown ? options[active] : undefined;
    if (chosen) return openOption(chosen);
    const search = term.trim();
    close();
    if (search) void navigate(`/app/busca/${encodeURIComponent(search)}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (options.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // From the last option down (or the first up) the focus goes back to what was typed (-1).
    setActive((current) => {
      const next = current + step;
      if (next >= options.length) return -1;
      if (next < -1) return options.length - 1;
      return next;
    });
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 && active < options.length ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
        </InputGroup>
      </Field.Root>
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
      >
        <chakra.ul id={listId} role="listbox" aria-label={t('search.suggestions')} listStyleType="none" m="0" p="0">
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
              borderTopWidth={index > 0 && partOf(options[index - 1]!) !== partOf(option) ? '1px' : undefined}
              borderColor="teal.line"
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                openOption(option);
              }}
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
            </chakra.li>
          ))}
        </chakra.ul>
        {options.length === 0 && (
          <Text role="status" px="3" py="2" color="fg.muted" fontSize="sm">
            {suggestions.isFetching ? <Spinner size="xs" me="2" /> : null}
            {suggestions.isFetching ? t('search.loading') : t('search.noSuggestions')}
          </Text>
        )}
      </Box>
    </form>
  );
}
