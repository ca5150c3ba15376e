import { Box, Link, Text } from '@chakra-ui/react';
import type { TopicReference } from '@contract/evidence';
import { useTranslation } from 'react-i18next';

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** "Authors. Title. Journal. Year." without doubled full stops. */
export function citationOf(reference: TopicReference): string {
  return [reference.authors, reference.title, reference.journal, reference.year === null ? null : String(reference.year)]
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.?!]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

function ReferenceLink({ href, children }: { href: string; children: string }) {
  return (
    <>
      {' '}
      <Link href={href} target="_blank" rel="noopener noreferrer" color="teal.inkSoft" textDecoration="underline" className="reference-link">
        {children}
      </Link>
    </>
  );
}

/**
 * Structured references, numbered in reading order, each with its DOI and PubMed links (new tab;
 * the print stylesheets write the address after them): a topic's and an interaction's alike.
 */
export function ReferenceList({ references }: { references: readonly TopicReference[] }) {
  const { t } = useTranslation('evidence');
  return (
    <Box as="ol" ps="6" listStyleType="decimal" fontSize="sm" lineHeight="1.6" maxW="72ch">
      {references.map((reference, index) => (
        <Box as="li" key={`${index}-${reference.doi ?? reference.pmid ?? reference.title}`} mt={index > 0 ? '2' : '0'}>
          <Text as="span">{citationOf(reference)}</Text>
          {reference.doi ? <ReferenceLink href={doiUrl(reference.doi)}>{t('references.doi', { doi: reference.doi })}</ReferenceLink> : null}
          {reference.pmid ? <ReferenceLink href={pubmedUrl(reference.pmid)}>{t('references.pubmed', { pmid: reference.pmid })}</ReferenceLink> : null}
        </Box>
      ))}
    </Box>
  );
}
