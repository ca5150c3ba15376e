import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TopicReference } from '@contract/evidence';

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** "Authors. Title. Journal. Year." without doubled full stops. */
function citationOf(reference: TopicReference): string {
  return [reference.authors, reference.title, reference.journal, reference.year === null ? null : String(reference.year)]
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.?!]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/** A topic's references, numbered, each with its DOI and PubMed links (new tab; printed with the address). */
export function TopicReferences({ references, headingId }: { references: TopicReference[]; headingId: string }) {
  const { t } = useTranslation('catalogue');
  if (references.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} className="topic-references" borderTopWidth="1px" borderColor="teal.line" pt="4">
      <Heading as="h3" id={headingId} size="md" color="teal.ink" mb="3">
        {t('references.title')}
      </Heading>
      <Box as="ol" ps="6" listStyleType="decimal" fontSize="sm" lineHeight="1.6" maxW="72ch">
        {references.map((reference, index) => (
          <Box as="li" key={`${index}-${reference.doi ?? reference.pmid ?? reference.title}`} mt={index > 0 ? '2' : '0'}>
            <Text as="span">{citationOf(reference)}</Text>
            {reference.doi ? (
              <>
                {' '}
                <Link href={doiUrl(reference.doi)} target="_blank" rel="noopener noreferrer" color="teal.inkSoft" textDecoration="underline" className="reference-link">
                  {t('references.doi', { doi: reference.doi })}
                </Link>
              </>
            ) : null}
            {reference.pmid ? (
              <>
                {' '}
                <Link href={pubmedUrl(reference.pmid)} target="_blank" rel="noopener noreferrer" color="teal.inkSoft" textDecoration="underline" className="reference-link">
                  {t('references.pubmed', { pmid: reference.pmid })}
                </Link>
              </>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
