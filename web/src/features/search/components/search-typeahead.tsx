import { Box, chakra, Field, IconButton, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSupplementSuggestions } from '../api/get-search-results';
import { highlightParts } from '../highlight';

const SUGGEST_DELAY_MS = 200;

/**
 * The header's search box (ARIA 1.2 combobox): suggests supplements while typing (debounced), arrows
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
  const suggestions = useSupplementSuggestions(settled, i18n.resolvedLanguage ?? 'pt');
  const options = suggestions.data ?? [];
  const shown = open && term.trim().length >= 2;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openSupplement = (slug: string) => {
    close();
    setTerm('');
    void navigate(`/app/suplementos/topicos/${slug}`);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown ? options[active] : undefined;
    if (chosen) return openSupplement(chosen.item.slug);
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
              key={option.item.slug}
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
                openSupplement(option.item.slug);
              }}
            >
              {highlightParts(option.item.name, term).map((part, partIndex) => (part.marked ? <strong key={partIndex}>{part.text}</strong> : part.text))}
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
