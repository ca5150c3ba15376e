import { Box, Button, Field, Heading, HStack, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { POPULATION_GROUP_NAMES } from '@contract/doses';
import type { FormulaSummary, FormulaTemplate } from '@contract/formulas-answers';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDate } from '@/lib/dates';
import { handleApiError } from '@/lib/handle-api-error';
import { useDeleteFormula, useDuplicateFormula, useFormulaList, useFormulaTemplates } from '../api/formulas';
import { formatNumber, FORMULAS_PATH } from '../formula-values';
import { PremiumCall } from './premium-call';

interface FormulaListScreenProps {
  canUse: boolean;
  onSeePlans: () => void;
}

/**
 * /app/formulas: the caller's saved formulas (search, pages; open, duplicate, delete with a
 * confirmation), 'Nova fórmula' and the 'Nutra Fórmulas' to start from. A user without premium meets
 * the call to action instead.
 */
export function FormulaListScreen({ canUse, onSeePlans }: FormulaListScreenProps) {
  const { t } = useTranslation('formulas');
  return (
    <>
      <PageHeading title={t('list.title')} />
      {canUse ? <FormulaLists /> : <PremiumCall onSeePlans={onSeePlans} />}
    </>
  );
}

function FormulaLists() {
  const { t } = useTranslation(['formulas', 'common']);
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The page belongs to a search: a new search starts again from its first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const settled = useDebouncedValue(search.trim());
  const page = paging.search === settled ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: settled, page: next });
  const list = useFormulaList(page, settled, true);
  const [deleting, setDeleting] = useState<FormulaSummary | null>(null);
  const remove = useDeleteFormula(() => setDeleting(null));
  const duplicate = useDuplicateFormula();

  useEffect(() => {
    if (list.error) handleApiError(list.error, t('list.failed'));
  }, [list.error, t]);

  const answer = list.data;
  return (
    <Stack gap="8">
      <Text color="fg.muted" maxW="72ch">
        {t('list.intro')}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={`${FORMULAS_PATH}/nova`}>{t('list.new')}</RouterLink>
        </Button>
      </HStack>
      <Box as="section" aria-labelledby={`${searchId}-saved`}>
        <Heading as="h2" id={`${searchId}-saved`} size="lg" color="teal.ink" mb="3">
          {t('list.saved')}
        </Heading>
        <Field.Root maxW="28rem" mb="4">
          <Field.Label>{t('list.search')}</Field.Label>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('list.searchPlaceholder')} autoComplete="off" />
        </Field.Root>
        {list.isPending ? (
          <Stack gap="3" aria-hidden="true">
            <Skeleton h="20" />
            <Skeleton h="20" />
            <Skeleton h="20" />
          </Stack>
        ) : list.isError && !answer ? (
          <Stack align="start" role="alert">
            <Text color="fg.muted">{t('list.failed')}</Text>
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        ) : answer && answer.data.length === 0 ? (
          <EmptyState title={settled ? t('list.noneFound') : t('list.empty')} text={settled ? '' : t('list.emptyText')} />
        ) : answer ? (
          <Stack gap="4" opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Stack as="ul" listStyleType="none" gap="3" aria-label={t('list.saved')}>
              {answer.data.map((formula) => (
                <li key={formula.id}>
                  <FormulaRow formula={formula} busy={duplicate.isPending} onDuplicate={() => duplicate.mutate(formula.id)} onDelete={() => setDeleting(formula)} />
                </li>
              ))}
            </Stack>
            {answer.last_page > 1 ? (
              <HStack as="nav" aria-label={t('list.pages')} gap="3">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('list.previous')}
                </Button>
                <Text fontSize="sm">{t('list.page', { page: answer.current_page, last: answer.last_page })}</Text>
                <Button size="sm" variant="outline" disabled={page >= answer.last_page} onClick={() => setPage(page + 1)}>
                  {t('list.next')}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        ) : null}
      </Box>
      <Templates />
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        closeLabel={t('common:close')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {t('list.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function FormulaRow({ formula, busy, onDuplicate, onDelete }: { formula: FormulaSummary; busy: boolean; onDuplicate: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('formulas');
  const headingId = useId();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'pt';
  const summary = formula.components.map((component) => `${component.name} ${formatNumber(component.amount, language, 3)} ${component.unit}`).join(' + ');
  return (
    <Box as="article" aria-labelledby={headingId} p="4" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg">
      <Heading as="h3" id={headingId} size="md">
        <Link asChild color="teal.ink">
          <RouterLink to={`${FORMULAS_PATH}/${formula.id}`}>{formula.name}</RouterLink>
        </Link>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {[formula.patient_name ? t('list.patient', { name: formula.patient_name }) : null, POPULATION_GROUP_NAMES[formula.population][language], t('list.updated', { date: formatDate(formula.updated_at) })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text mt="1" fontSize="sm" lineClamp={2}>
        {summary}
      </Text>
      <HStack mt="3" gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onDuplicate} disabled={busy} aria-label={t('list.duplicateOf', { name: formula.name })}>
          {t('list.duplicate')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={t('list.deleteOf', { name: formula.name })}>
          {t('list.delete')}
        </Button>
      </HStack>
    </Box>
  );
}

function Templates() {
  const { t } = useTranslation('formulas');
  const navigate = useNavigate();
  const templates = useFormulaTemplates(true);
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" color="teal.ink" mb="1">
        {t('template.heading')}
      </Heading>
      <Text color="fg.muted" mb="3">
        {t('template.text')}
      </Text>
      {templates.isPending ? (
        <Skeleton h="16" aria-hidden="true" />
      ) : templates.isError ? (
        <Text color="fg.muted">{t('template.failed')}</Text>
      ) : templates.data.length === 0 ? (
        <Text color="fg.muted">{t('template.none')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {templates.data.map((template) => (
            <li key={template.id}>
              <TemplateRow template={template} onStart={() => navigate(`${FORMULAS_PATH}/nova?modelo=${template.id}`)} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function TemplateRow({ template, onStart }: { template: FormulaTemplate; onStart: () => void }) {
  const { t } = useTranslation('formulas');
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor="teal.line" borderRadius="lg" align={{ sm: 'center' }}>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold">{template.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {template.components.map((component) => component.name).join(' + ') || t('template.noComponents')}
        </Text>
        {template.unmapped.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('template.unmappedShort', { rows: template.unmapped.join('; ') })}
          </Text>
        ) : null}
      </Box>
      <Button size="sm" variant="outline" onClick={onStart} aria-label={t('template.startOf', { name: template.name })}>
        {t('template.start')}
      </Button>
    </Stack>
  );
}
