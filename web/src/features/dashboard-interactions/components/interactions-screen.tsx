import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { INTERACTION_SEVERITIES, type InteractionSeverity } from '@contract/interactions';
import type { InteractionRow } from '@contract/interactions-answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import { DataTable, type Column } from '@/components/dashboard/data-table';
import { ItemActions } from '@/components/dashboard/item-actions';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { useModalMode } from '@/components/dashboard/use-modal-mode';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeading } from '@/components/page-heading';
import { useGradeLabel } from '@/components/evidence/grade-badge';
import { SeverityBadge } from '@/components/evidence/severity-badge';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDate } from '@/lib/dates';
import { listInteractions, interactionKeys, useDeleteInteraction } from '../api/interactions';

type Side = InteractionRow['supplement'];

/** A side as the table names it: the supplement with its form, or the drug, class or condition with its kind. */
function SideName({ side }: { side: Side }) {
  const { t } = useTranslation('dashboard-interactions');
  return (
    <Box minW="0">
      <Text as="span">{side.form ? `${side.name} (${side.form.name})` : side.name}</Text>
      {side.kind !== 'supplement' && (
        <Text as="span" color="fg.muted" fontSize="sm">
          {' '}
          · {t(`kinds.${side.kind}`)}
        </Text>
      )}
    </Box>
  );
}

const rowName = (row: InteractionRow) => `${row.supplement.form ? `${row.supplement.name} (${row.supplement.form.name})` : row.supplement.name} × ${row.other.form ? `${row.other.name} (${row.other.form.name})` : row.other.name}`;

/** Interações: search by either side, filter by severity, the table of pairs; add and edit open the editor page, delete goes to the trash. */
export function InteractionsScreen() {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard', 'common', 'evidence']);
  const navigate = useNavigate();
  const gradeLabel = useGradeLabel();
  const [search, setSearch] = useState('');
  const [severity, setSeverity] = useState<InteractionSeverity | ''>('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: interactionKeys.list(severity), search: settledSearch, fetchPage: listInteractions(severity), errorFallback: t('dashboard:loadFailed') });
  const modal = useModalMode<InteractionRow>();
  const remove = useDeleteInteraction(() => {
    modal.close();
    void list.reset();
  });

  const columns: Column<InteractionRow>[] = [
    { header: t('list.columns.supplement'), cell: (row) => <SideName side={row.supplement} /> },
    { header: t('list.columns.other'), cell: (row) => <SideName side={row.other} /> },
    { header: t('list.columns.severity'), cell: (row) => <SeverityBadge severity={row.severity} /> },
    { header: t('list.columns.evidence'), cell: (row) => gradeLabel(row.evidence) },
    { header: t('list.columns.reviewed'), cell: (row) => (row.reviewed_at ? formatDate(row.reviewed_at) : t('list.notReviewed')) },
    {
      header: t('dashboard:actions.column'),
      actions: true,
      cell: (row) => <ItemActions name={rowName(row)} onEdit={() => void navigate(`/dashboard/interacoes/${row.id}`)} onDelete={() => modal.open('delete', row)} />,
    },
  ];

  return (
    <>
      <PageHeading title={t('list.title')} />
      <Text color="fg.muted" mb="4">
        {t('list.intro')}
      </Text>
      <HStack gap="3" mb="4" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/dashboard/medicamentos">{t('drugs.title')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/dashboard/condicoes">{t('conditions.title')}</RouterLink>
        </Button>
      </HStack>
      <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('list.search')} onAdd={() => void navigate('/dashboard/interacoes/nova')} />
      <Flex mb="4" maxW="20rem">
        <Box as="label" width="full">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('list.severityFilter')}
          </Text>
          <ChoiceSelect
            name="severity"
            value={severity}
            onValueChange={(value) => setSeverity(value as InteractionSeverity | '')}
            placeholder={t('list.allSeverities')}
            choices={INTERACTION_SEVERITIES.map((value) => ({ value, label: t(`evidence:severity.${value}`) }))}
          />
        </Box>
      </Flex>
      <DataTable caption={t('list.title')} columns={columns} rows={list.items} rowKey={(row) => row.id} loading={list.loading} />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
      <ConfirmDeleteDialog
        open={modal.mode === 'delete'}
        title={t('list.deleteTitle')}
        name={modal.item ? rowName(modal.item) : ''}
        busy={remove.isPending}
        onConfirm={() => modal.item && remove.mutate(modal.item.id)}
        onClose={modal.close}
      />
    </>
  );
}
