import { useTranslation } from 'react-i18next';
import { WordDiff } from '@/components/word-diff';

/** What the current text removed and added relative to a version, word by word, in full. */
export function VersionDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('dashboard-topics');
  return <WordDiff before={before} after={after} labels={{ added: t('history.added'), removed: t('history.removed'), same: t('history.same') }} />;
}
