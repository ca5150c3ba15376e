import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { handleApiError } from '@/lib/handle-api-error';
import { i18n } from '@/lib/i18n';
import { useSearchResults } from '../api/get-search-results';
import { clinicalNamedFirst, mergeClinicalPages, mergeSearchPages, type SearchCardGroup } from '../search-cards';
import { ClinicalResults } from './clinical-results';
import { SearchBreadcrumb } from './search-breadcrumb';
import { CARD_COLUMNS, SearchResultCard } from './search-result-card';
import { SearchSkeleton } from './search-skeleton';

interface SearchScreenProps {
  term: string;
  /** undefined while the user is not known: results wait, so paid cards never flip from locked to open. */
  canOpenPaid: boolean | undefined;
  /** What a click on a paid card does for someone without premium (the premium modal). */
  onLockedClick: () => void;
  /** Shown under the empty text (a way to suggest what was not found). */
  emptyAction?: ReactNode;
}

function ResultGroup({ group, term, canOpenPaid, onLockedClick }: { group: SearchCardGroup; term: string; canOpenPaid: boolean; onLockedClick: () => void }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" color="teal.ink" mb="4">
        {t(`groups.${group.type}`)}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" templateColumns={CARD_COLUMNS} gap="4">
        {group.cards.map((card) => (
          <li key={card.key}>
            <SearchResultCard card={card} term={term} locked={card.paid && !canOpenPaid} onLockedClick={onLockedClick} />
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Spec section 2 "Search results": breadcrumb, heading with the term, the spec's three groups, then matches in the texts and the drugs and conditions with their interactions; 'Ver mais'. */
export function SearchScreen({ term, canOpenPaid, onLockedClick, emptyAction }: SearchScreenProps) {
  const { t, i18n: { resolvedLanguage = 'pt' } } = useTranslation('search');
  const results = useSearchResults(term, resolvedLanguage);

  useEffect(() => {
    // The language may change while the error stands; only a new error is announced.
    if (results.error) handleApiError(results.error, i18n.t('search:failed'));
  }, [results.error]);

  let body: ReactNode;
  if (results.isPending || canOpenPaid === undefined) {
    body = <SearchSkeleton />;
  } else if (!results.data) {
    body = (
      <Stack align="start" gap="3" role="alert">
        <Text color="fg.muted">{t('failed')}</Text>
        <Button variant="outline" onClick={() => void results.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else {
    const groups = mergeSearchPages(results.data.pages).filter((group) => group.cards.length > 0);
    // A drug, class or condition the term names exactly comes before the catalogue's groups (issue 41, item 3).
    const { named, rest } = clinicalNamedFirst(mergeClinicalPages(results.data.pages), term);
    const clinical = [...named, ...rest];
    const clinicalFirst = named.length > 0;
    body =
      groups.length === 0 && clinical.length === 0 ? (
        <Stack align="start" gap="4" py="6">
          <Text fontSize="lg" fontWeight="medium" color="teal.ink">
            {t('empty')}
          </Text>
          {emptyAction && (
            <>
              <Text color="fg.muted">{t('emptyHint')}</Text>
              {emptyAction}
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="10">
          {clinicalFirst ? <ClinicalResults results={clinical} /> : null}
          {groups.map((group) => (
            <ResultGroup key={group.type} group={group} term={term} canOpenPaid={canOpenPaid} onLockedClick={onLockedClick} />
          ))}
          {!clinicalFirst && clinical.length > 0 ? <ClinicalResults results={clinical} /> : null}
          {results.hasNextPage && (
            <Button alignSelf="center" variant="outline" loading={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
              {t('more')}
            </Button>
          )}
        </Stack>
      );
  }

  return (
    <>
      <SearchBreadcrumb />
      <PageHeading title={t('heading', { term })} />
      {body}
    </>
  );
}
