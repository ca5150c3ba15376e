import type { QualityReportAnswer } from '@contract/quality-answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const qualityKeys = { report: ['dashboard', 'quality'] as const };

/** While the first report is being computed, asks again this often. */
const FIRST_RUN_POLL_MS = 5_000;

/**
 * GET quality: the content-quality report the background job stored (null until its first run, asked
 * again every few seconds meanwhile). Read by the report screen and the counts on the dashboard's home.
 */
export function useQualityReport() {
  return useQuery({
    queryKey: qualityKeys.report,
    queryFn: async (): Promise<QualityReportAnswer> => api.get('/quality'),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data && query.state.data.report === null ? FIRST_RUN_POLL_MS : false),
  });
}
