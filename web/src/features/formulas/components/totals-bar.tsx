import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormulaComputeAnswer } from '@contract/formulas-answers';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOVE_BOTTOM_NAV } from '@/lib/bottom-nav-height';
import { amountOf, worstMark } from '../formula-values';
import { MarkBadge, NutrientCard } from './formula-results';

/** Below Chakra's `lg` the builder is one column and the full results come after the form: the bar is shown (hideFrom="lg"). */
const ONE_COLUMN = '(max-width: 63.9975rem)';
/** Below `md` the bottom navigation is there too: the bar sits above it. */
const PHONE = '(max-width: 47.9975rem)';

interface TotalsBarProps {
  /** The same answer the full results show (one calculation). */
  answer: FormulaComputeAnswer | undefined;
  stale: boolean;
  /** What could not be computed yet, or null. */
  waiting: string | null;
  failed: boolean;
  unitName: string;
}

/**
 * While the bar is on screen, the page's scroll padding at the bottom is its height plus the bottom
 * navigation's: a field the browser brings into view (focus, typing) stops above the bar, never under it.
 */
function useScrollPaddingFor(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const oneColumn = window.matchMedia(ONE_COLUMN);
    const phone = window.matchMedia(PHONE);
    const update = () => {
      root.style.scrollPaddingBottom = oneColumn.matches ? `calc(${element.offsetHeight}px + ${phone.matches ? ABOVE_BOTTOM_NAV : '0px'} + 0.5rem)` : '';
      // The bar grew (its first totals) over the field being typed in: that field comes back into view above it.
      const active = document.activeElement;
      if (!oneColumn.matches || !(active instanceof HTMLElement) || element.contains(active) || !active.matches('input, select, textarea')) return;
      if (active.getBoundingClientRect().bottom > element.getBoundingClientRect().top) active.scrollIntoView({ block: 'nearest' });
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    oneColumn.addEventListener('change', update);
    phone.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      oneColumn.removeEventListener('change', update);
      phone.removeEventListener('change', update);
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/**
 * The builder's totals on a phone or a tablet (below `lg`, where the full results come after the form;
 * issue 41): a bar kept in view at the bottom, above the phone's bottom navigation (sticky between the
 * form and the full results) while the components are edited. Each
 * nutrient's daily total and its worst mark, from the same API answer and with the same formatting
 * and words as the full cards; 'Detalhes' (aria-expanded) opens the full cards in the bar, Escape
 * or the same button closes them. Nothing to total yet: one short line saying what is missing.
 */
export function TotalsBar({ answer, stale, waiting, failed, unitName }: TotalsBarProps) {
  const { t, i18n } = useTranslation('formulas');
  const language = i18n.resolvedLanguage;
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const panelId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useScrollPaddingFor(bar);
  const nutrients = answer?.nutrients ?? [];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  let body;
  if (!answer) {
    // Short lines of its own: what is missing or what failed is said in full by the results below.
    body = waiting || failed ? (
      <Text fontSize="sm" color="fg.muted">
        {t('bar.none')}
      </Text>
    ) : (
      <HStack gap="2" fontSize="sm" color="fg.muted">
        <Spinner size="xs" />
        <Text>{t('bar.computing')}</Text>
      </HStack>
    );
  } else if (nutrients.length === 0) {
    body = (
      <Text fontSize="sm" color="fg.muted">
        {t('bar.noNutrients')}
      </Text>
    );
  } else if (open) {
    const sources = new Map(answer.sources.map((source) => [source.key, source]));
    body = (
      <Stack as="ul" listStyleType="none" gap="3" maxH="60dvh" overflowY="auto" tabIndex={0} aria-label={t('results.nutrients')}>
        {nutrients.map((total) => (
          <li key={total.nutrient.id}>
            <NutrientCard total={total} sources={sources} language={language} unitName={unitName} />
          </li>
        ))}
      </Stack>
    );
  } else {
    body = (
      // Several nutrients: about three rows at a time, the rest scrolled inside the bar (by keyboard too).
      <Stack as="ul" listStyleType="none" gap="1" maxH="5.75rem" overflowY="auto" tabIndex={0} aria-label={t('results.nutrients')}>
        {nutrients.map((total) => {
          const worst = worstMark(total);
          return (
            <HStack as="li" key={total.nutrient.id} gap="2" justify="space-between" fontSize="sm" minH="6">
              <Text truncate minW="0" flex="1">
                <Text as="span" fontWeight="semibold">
                  {total.nutrient.name}
                </Text>{' '}
                {total.daily_total === null ? t('results.notComputed') : t('bar.perDay', { amount: amountOf(total.daily_total, language), unit: total.nutrient.unit })}
              </Text>
              <MarkBadge limit={worst.limit} mark={worst.mark} kind={total.reference.intake?.kind} />
            </HStack>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box
      as="section"
      ref={bar}
      aria-labelledby={labelId}
      aria-busy={stale}
      hideFrom="lg"
      className="no-print"
      position="sticky"
      bottom={{ base: ABOVE_BOTTOM_NAV, md: '0' }}
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="teal.line"
      borderRadius="lg"
      boxShadow="md"
      px="3"
      py="1"
      onKeyDown={onKeyDown}
    >
      <HStack justify="space-between" gap="2">
        <Text id={labelId} fontWeight="semibold" color="teal.ink">
          {t('bar.heading')}
        </Text>
        {nutrients.length > 0 ? (
          <Button ref={toggle} type="button" variant="ghost" size="sm" minH="11" minW="11" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            {t('bar.details')}
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </Button>
        ) : null}
      </HStack>
      <Box id={panelId} pb="2" opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
        {body}
      </Box>
    </Box>
  );
}
