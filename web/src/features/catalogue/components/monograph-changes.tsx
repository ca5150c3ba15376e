import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MonographChange } from '@contract/history-answers';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/icons';
import { formatDay } from '@/lib/dates';
import { useMonographChanges } from '../api/monograph-changes';

const ChangeComparison = lazy(() => import('./change-comparison'));

/** Changes shown before 'Mostrar todas'. */
const FIRST_SHOWN = 3;

/** 'texto alterado, referências atualizadas', 'tópico adicionado', … */
function useChangeWords() {
  const { t } = useTranslation('catalogue');
  return (change: MonographChange) => {
    if (change.action === 'create') return t('changes.actions.create');
    if (change.action === 'delete') return t('changes.actions.delete');
    const kinds = change.changes.map((kind) => t(`changes.kinds.${kind}`)).join(', ');
    return change.action === 'restore' ? t('changes.actions.restore', { kinds }) : kinds;
  };
}

function ChangeItem({ change }: { change: MonographChange }) {
  const { t, i18n } = useTranslation('catalogue');
  const words = useChangeWords();
  const [comparing, setComparing] = useState(false);
  const comparisonId = useId();
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" pb="2">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text>
          <Text as="span" fontWeight="semibold">
            {change.topic.name}
          </Text>
          {`: ${words(change)}`}
          <Text as="span" color="fg.muted" fontSize="sm">{` · ${formatDay(change.created_at, i18n.resolvedLanguage)}`}</Text>
        </Text>
        {change.locked ? (
          <HStack gap="1" fontSize="sm" color="orange.ink">
            <LockIcon aria-hidden="true" />
            <Text>{t('changes.locked')}</Text>
          </HStack>
        ) : change.comparison ? (
          <Button size="xs" variant="outline" aria-expanded={comparing} aria-controls={comparisonId} onClick={() => setComparing((open) => !open)} aria-label={t('changes.compareLabel', { name: change.topic.name, what: words(change), date: formatDay(change.created_at, i18n.resolvedLanguage) })}>
            {/* The same words open and close it (aria-expanded says which): the name must hold the visible text. */}
            {t('changes.compare')}
          </Button>
        ) : null}
      </HStack>
      <Box id={comparisonId} mt={comparing ? '2' : '0'}>
        {comparing && change.comparison ? (
          <Suspense fallback={<Skeleton h="16" />}>
            <ChangeComparison before={change.comparison.before} after={change.comparison.after} />
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * 'O que mudou' in a monograph: its topics' changes since the reader's last reading (or the latest),
 * in words, each with a comparison of the text the reader may read (docs/decisions/catalogue-and-content.md, "Review and change").
 */
export function MonographChanges({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const headingId = useId();
  const changes = useMonographChanges(slug);
  const [showAll, setShowAll] = useState(false);

  let body;
  if (changes.isPending) {
    body = (
      <Stack gap="2" aria-hidden="true">
        <Skeleton h="6" />
        <Skeleton h="6" />
      </Stack>
    );
  } else if (changes.isError) {
    body = (
      <HStack gap="3" wrap="wrap">
        <Text color="fg.error">{t('changes.loadFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void changes.refetch()}>
          {t('retry')}
        </Button>
      </HStack>
    );
  } else {
    const { items, basis, since } = changes.data;
    const sinceDay = since ? formatDay(since, i18n.resolvedLanguage) : '';
    const shown = showAll ? items : items.slice(0, FIRST_SHOWN);
    body = (
      <>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {basis === 'since_last_reading'
            ? items.length === 0
              ? t('changes.nothingSince', { date: sinceDay })
              : t('changes.since', { date: sinceDay })
            : items.length === 0
              ? t('changes.none')
              : t('changes.latest')}
        </Text>
        {items.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {shown.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </Stack>
        ) : null}
        {items.length > FIRST_SHOWN ? (
          <Button size="xs" variant="ghost" mt="2" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
            {showAll ? t('changes.showFewer') : t('changes.showAll', { count: items.length })}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} className="no-print" p={{ base: '4', md: '5' }} mb="6" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
      <Heading as="h2" id={headingId} size="md" color="teal.ink" mb="1">
        {t('changes.title')}
      </Heading>
      {body}
    </Box>
  );
}
