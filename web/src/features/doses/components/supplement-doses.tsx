import { Box, Button, Heading, Link, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FormChemistry, GroupDoses, NutrientDoses } from '@contract/doses-answers';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFormula, formatNumber, formatPercent, formatRange } from '@/lib/dose-format';
import { useSupplementDoses } from '../api/supplement-doses';
import { DOSE_COLUMNS, numberFootnotes, type DoseColumn, type Footnote } from '../footnotes';

/** Moves to a footnote (or back to its value) by hand: the router would treat a hash change as a navigation and scroll to the top. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target?.setAttribute('tabindex', '-1');
  target?.focus({ preventScroll: true });
}

const footnoteId = (nutrient: NutrientDoses, number: number) => `doses-${nutrient.slug}-fonte-${number}`;

/**
 * Below `md` (a phone) each group is a block of its own: the group's name on a line, then its values
 * side by side, each under its column's name (the cell's `data-label`, drawn before it), so RDA/AI,
 * UL and ANVISA's maximum are all on screen without a sideways swipe (issue 41). The header row stays
 * for screen readers (visually hidden) and the table keeps its roles, set explicitly because
 * `display: block` drops a table's semantics in some browsers.
 */
const STACKED_ON_PHONE = {
  mdDown: {
    display: 'block',
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr))',
      columnGap: '3',
      rowGap: '1.5',
      px: '3',
      py: '2.5',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    '& tbody tr:last-of-type': { borderBottomWidth: '0' },
    '& tbody th, & tbody td': { display: 'block', minWidth: '0', border: '0', p: '0' },
    '& tbody th': { gridColumn: '1 / -1' },
    '& tbody td > span': { whiteSpace: 'normal' },
    '& tbody td::before': { content: 'attr(data-label)', display: 'block', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' },
  },
};

/** '—' for a value not confirmed, read out as such (the legend under the tables says it too). */
function NotConfirmed() {
  const { t } = useTranslation('doses');
  return (
    <Text as="span" color="fg.muted" title={t('notConfirmed')}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('notConfirmed')}</VisuallyHidden>
    </Text>
  );
}

interface CellProps {
  nutrient: NutrientDoses;
  column: DoseColumn;
  doses: GroupDoses;
  footnotes: Map<string, Footnote>;
}

/** One value of the table in the nutrient's unit, with its source's footnote number (a link to the note). */
function DoseCell({ nutrient, column, doses, footnotes }: CellProps) {
  const { t, i18n } = useTranslation('doses');
  const language = i18n.resolvedLanguage;
  const value = doses[column];
  if (value === null) return <NotConfirmed />;
  let text: ReactNode;
  if ('kind' in value && value.kind === 'not_determined') {
    text = (
      <abbr title={t('notDetermined')}>
        {t('nd')}
      </abbr>
    );
  } else if ('value' in value) text = `${formatNumber(value.value, language)} ${nutrient.unit}`;
  else text = `${formatRange(value.low, value.high, language)} ${nutrient.unit}`;
  const note = footnotes.get(value.source);
  return (
    <Text as="span" whiteSpace="nowrap">
      {text}
      {column === 'intake' && 'kind' in value && value.kind !== 'not_determined' ? (
        <Text as="span" fontSize="xs" color="fg.muted" ms="1">
          ({value.kind})
        </Text>
      ) : null}
      {note ? (
        <sup>
          <Link
            href={`#${footnoteId(nutrient, note.number)}`}
            onClick={(event) => goTo(event, footnoteId(nutrient, note.number))}
            aria-label={t('sourceNumber', { number: note.number })}
            ms="0.5"
            color="teal.ink"
          >
            {note.number}
          </Link>
        </sup>
      ) : null}
    </Text>
  );
}

/** One nutrient: its unit and what it counts, the eight groups' table, and its numbered sources. */
function NutrientTable({ nutrient }: { nutrient: NutrientDoses }) {
  const { t } = useTranslation('doses');
  const headingId = useId();
  const footnotes = numberFootnotes(nutrient);
  const byKey = new Map(footnotes.map((note) => [note.key, note]));
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="md" mb="1">
        {nutrient.name}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('unitLine', { unit: nutrient.unit, expressed: nutrient.expressed_as })}
        {nutrient.upper_level_scope !== 'total' ? ` ${t(`scope.${nutrient.upper_level_scope}`)}` : ''}
      </Text>
      {/* Relative: the cells' visually hidden texts (absolutely placed) stay inside the box that scrolls, never widening the page. On a phone the rows are stacked and nothing scrolls sideways. */}
      <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="lg" bg="bg.panel" tabIndex={0} role="region" aria-label={t('tableLabel', { name: nutrient.name })}>
        <Table.Root size="sm" role="table" css={STACKED_ON_PHONE}>
          <Table.Caption srOnly>{t('tableCaption', { name: nutrient.name, unit: nutrient.unit, expressed: nutrient.expressed_as })}</Table.Caption>
          <Table.Header role="rowgroup">
            <Table.Row role="row">
              <Table.ColumnHeader scope="col" role="columnheader">
                {t('columns.group')}
              </Table.ColumnHeader>
              {DOSE_COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} scope="col" role="columnheader" whiteSpace="nowrap">
                  {t(`columns.${column}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {nutrient.groups.map((row) => (
              <Table.Row key={row.group} role="row">
                <Table.Cell as="th" scope="row" role="rowheader" fontWeight="medium" minW={{ md: '10rem' }}>
                  {row.name}
                </Table.Cell>
                {DOSE_COLUMNS.map((column) => (
                  <Table.Cell key={column} role="cell" data-label={t(`columns.${column}`)}>
                    <DoseCell nutrient={nutrient} column={column} doses={row.doses} footnotes={byKey} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {footnotes.length > 0 && (
        <Box mt="2">
          <VisuallyHidden as="h4">{t('sourcesOf', { name: nutrient.name })}</VisuallyHidden>
          <Stack as="ol" gap="1" fontSize="sm" listStyle="none" ps="0">
            {footnotes.map((note) => (
              <Box as="li" key={note.key} id={footnoteId(nutrient, note.number)} overflowWrap="anywhere">
                <Text as="span" fontWeight="semibold" me="1">
                  {note.number}.
                </Text>
                {note.url ? (
                  <Link href={note.url} target="_blank" rel="noopener noreferrer" color="teal.ink" textDecoration="underline">
                    {note.title}
                  </Link>
                ) : (
                  note.title
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

/** The supplement's chemical forms: formula (subscripts), molar mass, the share counted, the UI factor and the formula's source. */
function FormsList({ forms, elements }: { forms: FormChemistry[]; elements: Map<number, string | null> }) {
  const { t, i18n } = useTranslation('doses');
  const language = i18n.resolvedLanguage;
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="md" mb="3">
        {t('forms.heading')}
      </Heading>
      <Stack as="ul" gap="3" listStyle="none" ps="0">
        {forms.map((form) => {
          const element = form.nutrient ? (elements.get(form.nutrient.id) ?? null) : null;
          const percent = form.fraction !== null && form.nutrient ? formatPercent(form.fraction, language) : null;
          const share =
            percent === null || !form.nutrient
              ? null
              : form.basis === 'element' && element
                ? t('share.element', { percent, element })
                : t('share.of', { percent, nutrient: form.nutrient.expressed_as });
          return (
            <Box as="li" key={form.id} borderWidth="1px" borderColor="teal.line" borderRadius="lg" bg="bg.panel" p="3">
              <Text fontWeight="semibold">{form.name}</Text>
              <Stack gap="0.5" fontSize="sm" mt="1">
                <Text>
                  {t('forms.formula')}:{' '}
                  {form.formula ? (
                    <Text as="span" fontFamily="mono" data-testid="form-formula">
                      {formatFormula(form.formula)}
                    </Text>
                  ) : (
                    <Text as="span" color="fg.muted">
                      {t('forms.formulaUnconfirmed')}
                    </Text>
                  )}
                  {form.molar_mass !== null && (
                    <Text as="span" color="fg.muted">
                      {' · '}
                      {t('forms.molarMass', { value: formatNumber(form.molar_mass, language, 2) })}
                    </Text>
                  )}
                </Text>
                {share && <Text>{t('forms.share', { share })}</Text>}
                {form.iu_factor !== null && form.nutrient && (
                  <Text>{t('forms.iu', { factor: formatNumber(form.iu_factor, language, 4), unit: form.nutrient.unit })}</Text>
                )}
                {form.intake_factor !== null && form.upper_level_fraction !== null && form.nutrient && form.counts_toward_upper_level && (
                  <Text>{t('forms.intake', { factor: formatNumber(form.intake_factor, language, 4), percent: formatPercent(form.upper_level_fraction, language) })}</Text>
                )}
                {!form.counts_toward_upper_level && <Text color="fg.muted">{t('forms.notCounted')}</Text>}
                {form.formula_source && (
                  <Text color="fg.muted" overflowWrap="anywhere">
                    {t('forms.source')}:{' '}
                    <Link href={form.formula_source.url} target="_blank" rel="noopener noreferrer" color="teal.ink" textDecoration="underline">
                      {form.formula_source.title}
                    </Link>
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** A form worth listing: one whose chemistry says anything. */
const hasChemistry = (form: FormChemistry) => form.formula !== null || form.nutrient !== null;

interface SupplementDosesProps {
  slug: string;
}

/**
 * The monograph's 'Doses por população' section (issue 32): per nutrient the eight population
 * groups' RDA/AI, UL, ANVISA maximum and usual dose in the nutrient's unit, each value with its
 * numbered source; then the chemical forms' chemistry. A supplement with neither nutrients nor forms
 * whose chemistry is known shows no section (docs/decisions/doses-and-forms.md, "Doses by population (web)").
 */
export function SupplementDoses({ slug }: SupplementDosesProps) {
  const { t } = useTranslation('doses');
  const headingId = useId();
  const doses = useSupplementDoses(slug);
  const answer = doses.data;
  const forms = answer ? answer.forms.filter(hasChemistry) : [];
  if (answer && answer.nutrients.length === 0 && forms.length === 0) return null;
  const elements = new Map((answer?.nutrients ?? []).map((nutrient) => [nutrient.id, nutrient.element]));

  let body;
  if (doses.isPending) body = <Skeleton h="40" borderRadius="lg" aria-hidden="true" data-testid="doses-skeleton" />;
  else if (!answer) {
    body = (
      <Stack align="start" gap="2" role="alert">
        <Text color="fg.muted">{t('failed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void doses.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="6">
        <Text fontSize="sm" color="fg.muted">
          {t('intro')}
        </Text>
        {answer.nutrients.map((nutrient) => (
          <NutrientTable key={nutrient.id} nutrient={nutrient} />
        ))}
        {answer.nutrients.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('legend')}
          </Text>
        )}
        {forms.length > 0 && <FormsList forms={forms} elements={elements} />}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} mt="8" className="supplement-doses" aria-busy={doses.isPending}>
      <Heading as="h2" id={headingId} size="xl" color="teal.ink" mb="4">
        {t('heading')}
      </Heading>
      {body}
    </Box>
  );
}
