import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardDialog } from '@/components/dashboard/dashboard-dialog';
import { formatDateTime } from '@/lib/dates';
import type { Topic } from '@contract/topics-answers';
import { useRestoreVersion, useTopicVersions, useVersion, type VersionRow } from '../api/versions';
import { readableText } from '@contract/readable-text';
import { VersionDiff } from './version-diff';

interface TopicHistoryProps {
  topic: Topic;
  /** After a restore the form shows the restored text. */
  onRestored: () => void;
}

/** 'Histórico': who changed the topic and when, a comparison of a version with the current text, and 'Restaurar'. */
export function TopicHistory({ topic, onRestored }: TopicHistoryProps) {
  const { t } = useTranslation(['dashboard-topics', 'common']);
  const headingId = useId();
  const versions = useTopicVersions(topic.id);
  const [comparing, setComparing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<VersionRow | null>(null);
  const compared = useVersion(comparing);
  const restore = useRestoreVersion(topic.id, topic.slug, () => {
    setRestoring(null);
    onRestored();
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
                    {t('history.changed', { fields: version.changed.map((field) => t(`history.fields.${field}`, { defaultValue: field })).join(', ') })}
                  </Text>
                )}
              </Box>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => setComparing(version.id)} aria-label={t('history.compareLabel', { date: formatDateTime(version.created_at) })}>
                  {t('history.compare')}
                </Button>
                {index > 0 && (
                  <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setRestoring(version)} aria-label={t('history.restoreLabel', { date: formatDateTime(version.created_at) })}>
                    {t('history.restore')}
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <DashboardDialog open={comparing !== null} title={t('history.compareTitle')} onClose={() => setComparing(null)} size="lg">
        {compared.data ? (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('history.compareHint', { name: compared.data.actor.name, date: formatDateTime(compared.data.created_at) })}
            </Text>
            <VersionDiff before={readableText(`<h1>${compared.data.snapshot.name ?? ''}</h1>${compared.data.snapshot.content ?? ''}`)} after={readableText(`<h1>${topic.name}</h1>${topic.content ?? ''}`)} />
          </Stack>
        ) : (
          <Skeleton h="40" />
        )}
      </DashboardDialog>
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restoreTitle')}
        confirmLabel={t('history.restoreConfirm')}
        cancelLabel={t('form.cancel')}
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
