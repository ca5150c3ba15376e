import { Box, chakra, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { supplementTopicsPath } from '@/lib/topic-url';
import type { Topic } from '@contract/topics-answers';

interface TopicNavProps {
  topics: Topic[];
  supplementSlug: string;
  selectedId: number;
  panelId: string;
  onSelect: (id: number) => void;
}

const ChakraRouterLink = chakra(RouterLink);

/**
 * The topic names: a select on phones, a vertical list beside the content from md up. Each name is
 * a link to the topic's address, so it opens in a new tab too and back/forward move between topics.
 */
export function TopicNav({ topics, supplementSlug, selectedId, panelId, onSelect }: TopicNavProps) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Box display={{ base: 'block', md: 'none' }}>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('topics.choose')} value={String(selectedId)} onChange={(event) => onSelect(Number(event.target.value))} bg="bg.panel">
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.locked ? t('topics.lockedOption', { name: topic.name }) : topic.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Stack as="ul" aria-label={t('topics.list')} display={{ base: 'none', md: 'flex' }} gap="1" listStyle="none">
        {topics.map((topic) => {
          const selected = topic.id === selectedId;
          return (
            <li key={topic.id}>
              <ChakraRouterLink
                to={supplementTopicsPath(supplementSlug, topic.id)}
                aria-current={selected ? 'page' : undefined}
                aria-controls={panelId}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
                w="full"
                px="3"
                py="2"
                borderRadius="md"
                textAlign="start"
                textDecoration="none"
                fontWeight={selected ? 'semibold' : 'medium'}
                color={selected ? 'teal.ink' : 'fg.muted'}
                bg={selected ? 'teal.subtle' : 'transparent'}
                _hover={{ bg: selected ? 'teal.subtle' : 'teal.wash', color: 'teal.ink' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
              >
                {topic.name}
                {topic.locked ? <LockIcon aria-label={t('topics.lockedIcon')} role="img" aria-hidden={false} color="orange.ink" /> : null}
              </ChakraRouterLink>
            </li>
          );
        })}
      </Stack>
    </>
  );
}
