import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';

/** The top bar's search: goes to /app/busca/{term}. */
export function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = term.trim();
    if (search) void navigate(`/app/busca/${encodeURIComponent(search)}`);
  };
  return (
    <form role="search" onSubmit={onSubmit} style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
      <Field.Root>
        <Field.Label srOnly>{t('search.label')}</Field.Label>
        <InputGroup
          endElement={
            <IconButton type="submit" variant="ghost" size="sm" me="-2" aria-label={t('search.submit')}>
              <SearchIcon />
            </IconButton>
          }
        >
          <Input type="search" size="sm" bg="bg.panel" placeholder={t('search.placeholder')} value={term} onChange={(e) => setTerm(e.target.value)} />
        </InputGroup>
      </Field.Root>
    </form>
  );
}
