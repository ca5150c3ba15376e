import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicSection } from '../sanitize-topic-html';

/** 'Nesta página': the topic's sections, beside the text on wide screens only (xl and up). */
export function TopicToc({ sections }: { sections: TopicSection[] }) {
  const { t } = useTranslation('catalogue');
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // The router would treat a hash change as a navigation (and scroll to the top): move by hand.
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.setAttribute('tabindex', '-1');
    target?.focus({ preventScroll: true });
  };
  return (
    <Box as="nav" aria-label={t('topics.toc')} display={{ base: 'none', xl: 'block' }} position="sticky" top="40" className="no-print">
      <Text fontSize="sm" fontWeight="semibold" color="teal.ink" mb="2">
        {t('topics.toc')}
      </Text>
      <Stack as="ul" gap="1" listStyle="none" borderStartWidth="2px" borderColor="teal.line">
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} onClick={(event) => goTo(event, section.id)} display="block" ps={section.level > 2 ? '5' : '3'} py="1" fontSize="sm" color="fg.muted" _hover={{ color: 'teal.ink' }}>
              {section.title}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
