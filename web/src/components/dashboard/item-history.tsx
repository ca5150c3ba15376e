import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { WordDiff } from '@/components/word-diff';
import { getVersion, listVersions, restoreVersion, versionKeys, type ContentType } from '@/api/content-versions';
import { formatDateTime } from '@/lib/dates';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { VersionRow } from '@contract/history-answers';

/** 'Comparar': a version's fields and the item as it is now, both as readable text, compared word by word. */
export interface HistoryCompare {
  before: (snapshot: Record<string, unknown>) => string;
  after: string;
}

interface ItemHistoryProps {
  type: ContentType;
  itemId: number;
  /** A stored field's name in words ('mechanism' → 'mecanismo'). */
  fieldLabel: (field: string) => string;
  /** After a restore: the editor loads the restored version (awaited with the history's own refresh). */
  onRestored: () => void | Promise<unknown>;
  /** 'Comparar' on each version; no comparison when absent. */
  compare?: HistoryCompare;
  /** The namespace of the `history.*` words, where a type words them its own way (a topic's 'texto atual'). */
  namespace?: string;
}

/**
 * 'Histórico' of a content item (every save is a version: docs/decisions/editing-history-trash.md,
 * "Versions, edit conflicts, trash and audit log"): who changed it, when and which fields, newest
 * first, 'Comparar' where the type can be read as text, and 'Restaurar' to go back to an earlier
 * version (itself a new version).
 */
export function ItemHistory({ type, itemId, fieldLabel, onRestored, compare, namespace = 'dashboard' }: ItemHistoryProps) {
  const { t } = useTranslation([namespace, 'dashboard', 'common']);
  const headingId = useId();
  const queryClient = useQueryClient();
  // Always asked afresh when an editor opens: a save since the last visit added a version.
  const versions = useQuery({ queryKey: versionKeys.ofItem(type, itemId), queryFn: () => listVersions(type, itemId), refetchOnMount: 'always' });
  const [comparing, setComparing] = useState<string | null>(null);
  const compared = useQuery({ queryKey: versionKeys.one(comparing), queryFn: () => getVersion(comparing ?? ''), enabled: comparing !== null });
  const [restoring, setRestoring] = useState<VersionRow | null>(null);
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: async (answer) => {
      notifySuccess(t('history.restoredTitle'), answer.message);
      setRestoring(null);
      await Promise.all([onRestored(), queryClient.invalidateQueries({ queryKey: versionKeys.ofItem(type, itemId) })]);
    },
    onError: (error) => handleApiError(error, t('history.restoreFailed')),
  });

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" borderColor="teal.line">
      <Heading as="h2" size="md" id={headingId} mb="3">
        {t('history.heading')}
      </Heading>
      {versions.isPending ? (
        <Stack gap="2" aria-hidden="true">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : versions.isError ? (
        <Text color="fg.error">{t('history.loadFailed')}</Text>
      ) : versions.data.data.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {versions.data.data.map((version, index) => (
            <HStack as="li" key={version.id} justify="space-between" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2">
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={version.action === 'restore' ? 'orange' : 'teal'}>{t(`history.actions.${version.action}`)}</Badge>
                  <Text fontWeight="medium">{version.actor.name}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {formatDateTime(version.created_at)}
                  </Text>
                </HStack>
                {version.changed.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('history.changed', { fields: version.changed.map(fieldLabel).join(', ') })}
                  </Text>
                )}
              </Box>
              <HStack gap="2">
                {compare && (
                  <Button size="xs" variant="outline" onClick={() => setComparing(version.id)} aria-label={t('history.compareLabel', { date: formatDateTime(version.created_at) })}>
                    {t('history.compare')}
                  </Button>
                )}
                {index > 0 && version.action !== 'delete' && (
                  <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setRestoring(version)} aria-label={t('history.restoreLabel', { date: formatDateTime(version.created_at) })}>
                    {t('history.restore')}
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      {compare && (
        <DashboardDialog open={comparing !== null} title={t('history.compareTitle')} onClose={() => setComparing(null)} size="lg">
          {compared.data ? (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('history.compareHint', { name: compared.data.actor.name, date: formatDateTime(compared.data.created_at) })}
              </Text>
              <WordDiff
                before={compare.before(compared.data.snapshot)}
                after={compare.after}
                labels={{ added: t('history.added'), removed: t('history.removed'), same: t('history.same') }}
              />
            </Stack>
          ) : (
            <Skeleton h="40" />
          )}
        </DashboardDialog>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restoreTitle')}
        confirmLabel={t('history.restoreConfirm')}
        cancelLabel={t('dashboard:cancel')}
        closeLabel={t('common:close')}
        busy={restore.isPending}
        onConfirm={() => restoring && restore.mutate(restoring.id)}
        onClose={() => setRestoring(null)}
      >
        <Text>{restoring && t('history.restoreQuestion', { name: restoring.actor.name, date: formatDateTime(restoring.created_at) })}</Text>
      </ConfirmDialog>
    </Box>
  );
}
