import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { listVersions, restoreVersion, versionKeys, type ContentType } from '@/api/content-versions';
import { formatDateTime } from '@/lib/dates';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import type { VersionRow } from '@contract/history-answers';

interface ItemHistoryProps {
  type: ContentType;
  itemId: number;
  /** A stored field's name in words ('mechanism' → 'mecanismo'). */
  fieldLabel: (field: string) => string;
  /** After a restore: the editor loads the restored version. */
  onRestored: () => void;
}

/**
 * 'Histórico' of a content item (every save is a version: docs/decisions/editing-history-trash.md, "Versions, edit
 * conflicts, trash and audit log"): who changed it, when and which fields, newest first, and
 * 'Restaurar' to go back to an earlier version (itself a new version).
 */
export function ItemHistory({ type, itemId, fieldLabel, onRestored }: ItemHistoryProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const headingId = useId();
  const queryClient = useQueryClient();
  // Always asked afresh when an editor opens: a save since the last visit added a version.
  const versions = useQuery({ queryKey: versionKeys.ofItem(type, itemId), queryFn: () => listVersions(type, itemId), refetchOnMount: 'always' });
  const [restoring, setRestoring] = useState<VersionRow | null>(null);
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: async (answer) => {
      notifySuccess(t('history.restoredTitle'), answer.message);
      setRestoring(null);
      onRestored();
      await queryClient.invalidateQueries({ queryKey: versionKeys.ofItem(type, itemId) });
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
              {index > 0 && version.action !== 'delete' && (
                <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setRestoring(version)} aria-label={t('history.restoreLabel', { date: formatDateTime(version.created_at) })}>
                  {t('history.restore')}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restoreTitle')}
        confirmLabel={t('history.restoreConfirm')}
        cancelLabel={t('cancel')}
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
