import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TopicReference } from '@contract/evidence';
import { ReferenceList } from '@/components/evidence/reference-list';

/** A topic's references, numbered, each with its DOI and PubMed links (new tab; printed with the address). */
export function TopicReferences({ references, headingId }: { references: TopicReference[]; headingId: string }) {
  const { t } = useTranslation('catalogue');
  if (references.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} className="topic-references" borderTopWidth="1px" borderColor="teal.line" pt="4">
      <Heading as="h3" id={headingId} size="md" color="teal.ink" mb="3">
        {t('references.title')}
      </Heading>
      <ReferenceList references={references} />
    </Box>
  );
}
