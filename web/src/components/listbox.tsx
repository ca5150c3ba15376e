import { Box, chakra, Spinner, Text, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ListboxPanelProps {
  shown: boolean;
  /** `useListbox().getListProps(label)`. */
  listProps: { id: string; role: 'listbox'; 'aria-label': string };
  /** The list scrolls past this height; it grows with its options when absent. */
  maxH?: string;
  /** Under the options: 'Carregando…', 'Nada encontrado' (a live status), or nothing. */
  status?: ReactNode;
  /** The status is waiting for an answer: a spinner before it. */
  busy?: boolean;
  children: ReactNode;
}

/** The typeaheads' drop-down under the field (`useListbox`): the options, then a status line when there are none. */
export function ListboxPanel({ shown, listProps, maxH, status, busy = false, children }: ListboxPanelProps) {
  return (
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
      maxH={maxH}
      overflowY={maxH ? 'auto' : undefined}
    >
      <chakra.ul {...listProps} listStyleType="none" m="0" p="0">
        {children}
      </chakra.ul>
      {status && (
        <Text role="status" px="3" py="2" color="fg.muted" fontSize="sm">
          {busy ? <Spinner size="xs" me="2" /> : null}
          {status}
        </Text>
      )}
    </Box>
  );
}

/** One option of a `ListboxPanel`, spread with `useListbox().getOptionProps(index, choose)`; the active one on a wash. */
export function ListboxOption(props: HTMLChakraProps<'li'> & { 'aria-selected': boolean }) {
  return <chakra.li px="3" py="2" cursor="pointer" bg={props['aria-selected'] ? 'teal.wash' : undefined} color="fg" {...props} />;
}
