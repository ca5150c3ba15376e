import { Field, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { DataTable, TruncatedText, type Column } from '@/components/dashboard/data-table';
import { ListEmptyState } from '@/components/dashboard/list-empty-state';
import { ListToolbar } from '@/components/dashboard/list-toolbar';
import { LoadMoreButton } from '@/components/load-more-button';
import { usePagedList } from '@/components/dashboard/use-paged-list';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDateTime } from '@/lib/dates';
import { auditListKey, listAudit, type AuditEntry } from '../api/history';
import { auditSentence } from '../audit-sentence';

const TARGETS = ['category', 'supplement', 'topic', 'banner', 'notification', 'translation', 'user', 'subscription', 'trash'] as const;

/** Auditoria: every administrative action (append-only), searchable and filtered by what it was about. */
export function AuditScreen() {
  const { t, i18n } = useTranslation(['dashboard-history', 'common', 'dashboard']);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePagedList({ queryKey: auditListKey(type), search: settledSearch, fetchPage: listAudit(type), errorFallback: t('dashboard:loadFailed') });

  const columns: Column<AuditEntry>[] = [
    { header: t('audit.columns.when'), cell: (row) => formatDateTime(row.created_at) },
    { header: t('audit.columns.who'), cell: (row) => <TruncatedText text={row.actor.name} length={28} /> },
    { header: t('audit.columns.what'), cell: (row) => <TruncatedText text={auditSentence(row, t, i18n.resolvedLanguage ?? 'pt')} length={120} /> },
  ];

  return (
    <>
      <PageHeading title={t('common:sections.audit')} />
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Flex flex="1" direction="column">
          <ListToolbar search={search} onSearchChange={setSearch} placeholder={t('audit.searchPlaceholder')} />
        </Flex>
        <Field.Root maxW={{ md: '64' }} mb="6">
          <Field.Label>{t('audit.filter')}</Field.Label>
          <ChoiceSelect name="type" value={type} onValueChange={setType} placeholder={t('audit.all')} choices={TARGETS.map((value) => ({ value, label: t(`types.${value}`) }))} />
        </Field.Root>
      </Flex>
      <DataTable
        caption={t('common:sections.audit')}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        loading={list.loading}
        emptyState={<ListEmptyState title={t('audit.empty')} text="" />}
      />
      <LoadMoreButton hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
