import { Button, Field, Flex, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, SearchIcon } from '@/components/icons';

interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  placeholder?: string;
  /** Shown as 'Adicionar novo' (or `addLabel`) when given. */
  onAdd?: () => void;
  addLabel?: string;
  addDisabled?: boolean;
}

/** A list's search box and its 'Adicionar novo' button. */
export function ListToolbar({ search, onSearchChange, placeholder, onAdd, addLabel, addDisabled }: ListToolbarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex gap="3" mb="6" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
      <form role="search" onSubmit={(event) => event.preventDefault()} style={{ flex: '1', maxWidth: '32rem' }}>
        <Field.Root>
          <Field.Label srOnly>{placeholder ?? t('search')}</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input type="search" bg="bg.panel" placeholder={placeholder ?? t('search')} value={search} onChange={(event) => onSearchChange(event.target.value)} />
          </InputGroup>
        </Field.Root>
      </form>
      {onAdd && (
        <Button onClick={onAdd} disabled={addDisabled} ms={{ sm: 'auto' }}>
          <PlusIcon />
          {addLabel ?? t('addNew')}
        </Button>
      )}
    </Flex>
  );
}
