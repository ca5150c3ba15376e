import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { CheckItem } from '@contract/interactions';
import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { checkerPath, MAX_LIST_ITEMS } from '@/lib/checker-url';
import { useAuthSession } from '@/lib/auth-session';
import { formatDate } from '@/lib/dates';
import { handleApiError } from '@/lib/handle-api-error';
import { shareAddress } from '@/lib/share-address';
import { useInteractionCheck } from '../api/check-interactions';
import { CataloguePicker, type CatalogueOption } from '@/components/catalogue-picker';
import { itemKey, withItem, withoutItem } from '../check-list';
import { itemName, summarise } from '../check-results';
import { CheckerPrintStyles } from './checker-print-styles';
import { EvidenceScale } from './evidence-scale';
import { ItemChips, type ListedItem } from './item-chips';
import { NotEvidenceOfSafety, PairList, UncoveredItems } from './pair-list';
import { SeverityGroups } from './severity-groups';

interface InteractionCheckerProps {
  /** The list, as the address holds it (lib/checker-url.ts). */
  items: readonly CheckItem[];
  onItemsChange: (items: CheckItem[]) => void;
  onLockedClick: () => void;
}

/** Names for the chips: the check's answer first, then what the picker showed when the item was added. */
function listedItems(items: readonly CheckItem[], answer: InteractionCheckAnswer | undefined, picked: ReadonlyMap<string, string>, unnamed: (item: CheckItem) => string | null): ListedItem[] {
  const answered = new Map((answer?.items ?? []).map((item) => [itemKey(item), itemName(item)]));
  return items.map((item) => ({ item, name: answered.get(itemKey(item)) ?? picked.get(itemKey(item)) ?? unnamed(item) }));
}

/**
 * /app/interacoes: the clinician builds the patient's list (supplements and their forms, drugs,
 * drug classes, conditions) and every pair is checked as the list changes: interactions grouped by
 * severity worst first, then the pairs checked without a record. The list lives in the address, so
 * the check can be printed, shared and reopened.
 */
export function InteractionChecker({ items, onItemsChange, onLockedClick }: InteractionCheckerProps) {
  const { t } = useTranslation('interactions');
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const pickerRef = useRef<HTMLDivElement>(null);
  const check = useInteractionCheck(items);
  const answer = check.data?.answer;
  // A list the API refused (an id that names nothing, from an old link) still shows each item, by kind and id, to be removed.
  const failed = check.isError && !check.isFetching;
  const listed = listedItems(items, answer, picked, (item) => (failed ? t('results.unknownItem', { kind: t(`kinds.${item.kind}`), id: item.id }) : null));
  const enough = items.length >= 2;
  const full = items.length >= MAX_LIST_ITEMS;

  useEffect(() => {
    if (check.error) handleApiError(check.error, t('results.failed'));
  }, [check.error, t]);

  const add = (option: CatalogueOption) => {
    setPicked((current) => new Map(current).set(itemKey(option), option.kind === 'form' && option.detail ? `${option.name} (${option.detail})` : option.name));
    onItemsChange(withItem(items, option));
  };
  const focusPicker = () => pickerRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  const address = `${window.location.origin}${checkerPath(items)}`;

  return (
    <Box className="interaction-checker">
      <CheckerPrintStyles />
      <PageHeading title={t('title')} />
      <Text className="print-only" mb="2">
        {t('print.printedOn', { date: formatDate(new Date().toISOString()) })}
      </Text>
      <Stack gap="2" mb="6" className="no-print">
        <Text color="fg.muted" maxW="72ch">
          {t('intro')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('demo')}
        </Text>
      </Stack>

      <Stack gap="4" mb="8" className="checker-list">
        <Box ref={pickerRef}>
          <CataloguePicker
            label={t('picker.label')}
            hint={full ? t('picker.full', { max: MAX_LIST_ITEMS }) : t('picker.hint')}
            placeholder={t('picker.placeholder')}
            chosen={new Set(items.map(itemKey))}
            onAdd={add}
            disabled={full}
            maxW="36rem"
          />
        </Box>
        {items.length > 0 ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite" className="no-print">
              {t('list.count', { count: items.length })}
            </Text>
            <ItemChips items={listed} onRemove={(item) => onItemsChange(withoutItem(items, item))} onEmptied={focusPicker} />
            <HStack gap="2" wrap="wrap" className="no-print">
              <Button size="sm" variant="ghost" onClick={() => { onItemsChange([]); focusPicker(); }}>
                {t('list.clear')}
              </Button>
              {enough ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => window.print()}>
                    {t('actions.print')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void shareAddress(t('title'), address, { copiedTitle: t('actions.copied'), copied: t('actions.copiedText'), failed: t('actions.shareFailed') })}>
                    {t('actions.share')}
                  </Button>
                </>
              ) : null}
            </HStack>
          </Stack>
        ) : null}
      </Stack>

      <Box as="section" aria-labelledby="checker-results" aria-busy={check.isFetching}>
        <Heading as="h2" id="checker-results" size="xl" color="teal.ink" mb="4">
          {t('results.heading')}
        </Heading>
        <CheckResults enough={enough} check={check} onLockedClick={onLockedClick} />
      </Box>
      <Text className="print-only" mt="6" fontSize="xs" borderTopWidth="1px" borderColor="black" pt="2">
        {t('print.footer', { url: address })}
      </Text>
    </Box>
  );
}

function CheckResults({ enough, check, onLockedClick }: { enough: boolean; check: ReturnType<typeof useInteractionCheck>; onLockedClick: () => void }) {
  const { t } = useTranslation('interactions');
  const signedIn = useAuthSession().status === 'signed-in';
  if (!enough) return <EmptyState title={t('empty.title')} text={t('empty.text')} />;
  if (check.isError && !check.isPlaceholderData) {
    return (
      <Stack align="start" gap="3" role="alert">
        <Text color="fg.muted">{t('results.failed')}</Text>
        <Button variant="outline" size="sm" onClick={() => void check.refetch()}>
          {t('results.retry')}
        </Button>
      </Stack>
    );
  }
  const answer = check.data?.answer;
  const offlineSince = check.data?.offlineSince ?? null;
  // The previous list's answer stays while the new one comes, unless it held fewer than two items.
  if (!answer || answer.items.length < 2) {
    return (
      <HStack role="status" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('results.checking')}</Text>
      </HStack>
    );
  }
  const summary = summarise(answer);
  return (
    <Stack gap="6" opacity={check.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
      <Text role="status" fontWeight="medium">
        {check.isPlaceholderData ? t('results.checking') : summary.found > 0 ? `${t('results.found', { count: summary.found })} ${t('results.pairs', { count: summary.checked })}` : t('results.none')}
      </Text>
      {offlineSince ? (
        <Text fontSize="sm" color="fg.muted" className="offline-check">
          {t('results.offline', { date: formatDate(offlineSince) })}
        </Text>
      ) : signedIn ? (
        <Text fontSize="sm" color="fg.muted" className="no-print">
          {t('results.saved')}
        </Text>
      ) : null}
      <SeverityGroups groups={answer.groups} onLockedClick={onLockedClick} />
      {summary.found > 0 ? <EvidenceScale /> : null}
      {summary.noneKnown.length > 0 ? <PairList title={t('results.noneKnown')} text={t('results.noneKnownText')} pairs={summary.noneKnown} /> : null}
      {summary.uncovered.length > 0 ? <UncoveredItems names={summary.uncovered} /> : null}
      {summary.outsideScope.length > 0 ? <PairList title={t('results.outsideScope')} text={t('results.outsideScopeText')} pairs={summary.outsideScope} /> : null}
      <NotEvidenceOfSafety />
    </Stack>
  );
}
