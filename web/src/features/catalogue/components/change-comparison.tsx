import { useTranslation } from 'react-i18next';
import { WordDiff } from '@/components/word-diff';

/**
 * What a change removed and added, the unchanged text shortened; the texts come from the server
 * with table cells apart (' | ') and one line per row or paragraph. Loaded only when a reader opens
 * a comparison.
 */
export default function ChangeComparison({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <WordDiff before={before} after={after} shortenUnchanged labels={{ added: t('changes.added'), removed: t('changes.removed'), same: t('changes.same') }} />
  );
}
