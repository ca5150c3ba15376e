import { Badge, Box, Heading, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { DoseSource } from '@contract/doses-answers';
import type { FormulaComputeAnswer, NutrientTotal } from '@contract/formulas-answers';
import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/dose-format';
import { amountOf, elementalParts, type Limit, type LimitMark } from '../formula-values';

/** Each mark's colour, always beside its words (never colour alone). */
const MARK_PALETTE: Record<LimitMark, string> = { above: 'red', above_part: 'orange', below: 'yellow', within: 'green', unknown: 'gray' };

/** A total's mark against one limit, in words and colour ('Acima do UL'): the full card's and the phone's totals bar's. */
export function MarkBadge({ limit, mark, kind }: { limit: Limit; mark: LimitMark; kind: string | undefined }) {
  const { t } = useTranslation('formulas');
  return (
    // Solid only for red (white on red.600 is 4.8:1; on orange.600 under 4.5:1, axe color-contrast).
    <Badge colorPalette={MARK_PALETTE[mark]} variant={mark === 'above' ? 'solid' : 'subtle'}>
      {t(`marks.${limit}.${mark}`, { kind: kind ?? 'RDA' })}
    </Badge>
  );
}

interface FormulaResultsProps {
  answer: FormulaComputeAnswer | undefined;
  /** The answer shown is the previous formula's: the next one is on its way. */
  stale: boolean;
  /** What could not be computed yet ('Escolha o grupo…'), or null. */
  waiting: string | null;
  failed: boolean;
  /**
   * The interactions, drawn by the interaction checker's own components (composed by the route):
   * the severity groups when any, and always the checker's line that no record is not evidence of safety.
   */
  renderInteractions: (interactions: InteractionCheckAnswer) => ReactNode;
  /** One unit of the pharmaceutical form, as the posology names it ('cápsula'). */
  unitName: string;
}

/**
 * The formula computed by the API: per nutrient the daily total against the group's RDA/AI, UL and
 * ANVISA maximum (each with its mark in words and colour, and its source), the warnings, each
 * component's share of its nutrient, the interactions, the posology line and the quantity.
 */
export function FormulaResults({ answer, stale, waiting, failed, renderInteractions, unitName }: FormulaResultsProps) {
  const { t, i18n } = useTranslation('formulas');
  const headingId = useId();
  let body: ReactNode;
  if (!answer) {
    body = failed ? (
      <Text role="alert" color="fg.error">
        {t('results.failed')}
      </Text>
    ) : waiting ? (
      <Text color="fg.muted">{waiting}</Text>
    ) : (
      <HStack role="status" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('results.computing')}</Text>
      </HStack>
    );
  } else {
    const sources = new Map(answer.sources.map((source) => [source.key, source]));
    body = (
      <Stack gap="6" opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
        <Text role="status" fontSize="sm" color="fg.muted">
          {stale ? t('results.computing') : t('results.forGroup', { group: answer.population.name })}
        </Text>
        <Box>
          <Text fontWeight="semibold">{answer.posology}</Text>
          <Text>{t('results.quantity', { quantity: answer.quantity.text })}</Text>
          <PerUnitList answer={answer} unitName={unitName} language={i18n.resolvedLanguage} />
        </Box>
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t('results.nutrients')}>
          {answer.nutrients.map((total) => (
            <li key={total.nutrient.id}>
              <NutrientCard total={total} sources={sources} language={i18n.resolvedLanguage} unitName={unitName} />
            </li>
          ))}
        </Stack>
        <ComponentTable answer={answer} language={i18n.resolvedLanguage} />
        <Box as="section" aria-labelledby={`${headingId}-interactions`}>
          <Heading as="h3" id={`${headingId}-interactions`} size="md" color="teal.ink" mb="3">
            {t('results.interactions')}
          </Heading>
          <Stack gap="3">
            {answer.interactions.groups.some((group) => group.items.length > 0) ? null : <Text color="fg.muted">{t('results.noInteractions')}</Text>}
            {renderInteractions(answer.interactions)}
          </Stack>
        </Box>
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={stale} className="no-print">
      <Heading as="h2" id={headingId} size="lg" color="teal.ink" mb="4">
        {t('results.heading')}
      </Heading>
      {body}
    </Box>
  );
}

/** Under the posology: what each unit holds, each counted component with its nutrient's equivalent ('Ferro bisglicinato (quelato) 100 mg (≈ 20,1 mg de ferro elementar)'). */
function PerUnitList({ answer, unitName, language }: { answer: FormulaComputeAnswer; unitName: string; language: string | undefined }) {
  const { t } = useTranslation('formulas');
  const headingId = useId();
  if (answer.components.length === 0) return null;
  return (
    <Box mt="2">
      <Text id={headingId} fontSize="sm" fontWeight="semibold">
        {t('results.perUnitHeading', { unitName })}
      </Text>
      <Stack as="ul" aria-labelledby={headingId} gap="0" ps="5" listStyleType="disc" fontSize="sm">
        {answer.components.map((component) => {
          const elemental = elementalParts(component, language);
          return (
            <li key={component.form.id}>
              {component.form.name} {amountOf(component.amount, language)} {component.unit}
              {elemental ? ` (${t('results.elemental', elemental)})` : ''}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** One nutrient's daily total against its three limits, each mark with its source, and its warnings. */
export function NutrientCard({ total, sources, language, unitName }: { total: NutrientTotal; sources: ReadonlyMap<string, DoseSource>; language: string | undefined; unitName: string }) {
  const { t } = useTranslation('formulas');
  const unit = total.nutrient.unit;
  const headingId = useId();
  const range = (low: number, high: number) => (low === high ? `${amountOf(low, language)} ${unit}` : `${amountOf(low, language)}–${amountOf(high, language)} ${unit}`);
  const { intake, upper_level: upper, anvisa_max: anvisa } = total.reference;
  const rows: { limit: Limit; label: string; value: string | null; source: string | null }[] = [
    { limit: 'intake', label: intake ? intake.kind : t('limits.intake'), value: intake ? range(intake.low, intake.high) : null, source: intake?.source ?? null },
    { limit: 'upper_level', label: t('limits.upper_level'), value: upper ? (upper.kind === 'value' ? range(upper.low, upper.high) : t('limits.notDetermined')) : null, source: upper?.source ?? null },
    { limit: 'anvisa_max', label: t('limits.anvisa_max'), value: anvisa ? `${amountOf(anvisa.value, language)} ${unit}` : null, source: anvisa?.source ?? null },
  ];
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderColor="teal.line" borderRadius="lg" bg="bg.panel" className="nutrient-total">
      <Heading as="h3" id={headingId} size="md" color="teal.ink">
        {total.nutrient.name}
      </Heading>
      <Text fontSize="xl" fontWeight="bold" mt="1">
        {total.daily_total === null ? t('results.notComputed') : t('results.perDay', { amount: amountOf(total.daily_total, language), unit, of: total.nutrient.expressed_as })}
      </Text>
      {total.per_unit_total !== null ? (
        <Text fontSize="sm" color="fg.muted">
          {t('results.perUnitTotal', { amount: amountOf(total.per_unit_total, language), unit, unitName })}
        </Text>
      ) : null}
      {total.upper_level_total !== null && total.daily_total !== null && total.upper_level_total !== total.daily_total ? (
        <Text fontSize="sm" color="fg.muted">
          {t('results.countedForUl', { amount: amountOf(total.upper_level_total, language), unit })}
        </Text>
      ) : null}
      <Stack gap="2" mt="3">
        {rows.map((row) => {
          const mark = total.marks[row.limit];
          const source = row.source ? sources.get(row.source) : undefined;
          return (
            <Box key={row.limit}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{row.label}:</Text>
                <Text>{row.value ?? t('limits.none')}</Text>
                <MarkBadge limit={row.limit} mark={mark} kind={intake?.kind} />
              </HStack>
              {source ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('results.source')}{' '}
                  <Link href={source.url} target="_blank" rel="noreferrer" color="teal.inkSoft">
                    {source.title}
                  </Link>
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {total.warnings.length > 0 ? (
        <Stack as="ul" gap="1" mt="3" ps="4" listStyleType="disc" color="fg.error" aria-label={t('results.warnings', { name: total.nutrient.name })}>
          {total.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function ComponentTable({ answer, language }: { answer: FormulaComputeAnswer; language: string | undefined }) {
  const { t } = useTranslation('formulas');
  const elements = new Map(answer.nutrients.map((total) => [total.nutrient.id, total.element]));
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="teal.ink" mb="2">
          {t('results.components')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('results.component')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.fraction')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('results.perUnit')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answer.components.map((component) => {
            const nutrient = component.nutrient;
            const symbol = nutrient ? (elements.get(nutrient.id) ?? nutrient.name) : null;
            return (
              <Table.Row key={component.form.id}>
                <Table.Cell>
                  {component.form.name} · {amountOf(component.amount, language)} {component.unit}
                  {component.form.formula ? (
                    <Text fontSize="xs" color="fg.muted">
                      {component.form.formula}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{component.fraction !== null && symbol ? `${formatPercent(component.fraction, language)} % ${symbol}` : '—'}</Table.Cell>
                <Table.Cell>
                  {component.per_unit !== null && nutrient ? `${amountOf(component.per_unit, language)} ${nutrient.unit}` : (component.note ?? '—')}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
