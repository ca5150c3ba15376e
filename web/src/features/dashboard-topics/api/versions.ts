import type { VersionDetail as ContractVersionDetail, VersionRow } from '@contract/history-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@/lib/handle-api-error';
import { notifySuccess } from '@/lib/toaster';
import { topicKeys } from '@/api/topics';
import { getVersion, listVersions, restoreVersion, versionKeys } from '@/api/content-versions';

export type { VersionRow };

/** A topic's version: its snapshot holds the topic's fields as that version left them. */
export type VersionDetail = Omit<ContractVersionDetail, 'snapshot'> & { snapshot: { name?: string; content?: string } & Record<string, unknown> };

const versionsKey = (topicId: number) => versionKeys.ofItem('topic', topicId);

/** GET content-versions: the topic's versions, newest first (the first page: the latest 12). */
export function useTopicVersions(topicId: number) {
  return useQuery({
    queryKey: versionsKey(topicId),
    queryFn: () => listVersions('topic', topicId),
  });
}

/** GET content-versions/{id}: one version with the text it recorded. */
export function useVersion(id: string | null) {
  return useQuery({
    queryKey: versionKeys.one(id),
    queryFn: async () => (await getVersion(id ?? '')) as VersionDetail,
    enabled: id !== null,
  });
}

/** POST content-versions/{id}/restore: the topic goes back to that text (a new version); the form reloads it. */
export function useRestoreVersion(topicId: number, topicSlug: string, onRestored: () => void) {
  const { t } = useTranslation('dashboard-topics');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: async (answer) => {
      notifySuccess(t('history.restoredTitle'), answer.message);
      onRestored();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsKey(topicId) }),
        queryClient.invalidateQueries({ queryKey: topicKeys.detail(topicSlug) }),
      ]);
    },
    onError: (error) => handleApiError(error, t('history.restoreFailed')),
  });
}
