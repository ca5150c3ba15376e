import type { CheckItem } from '@contract/interactions';
import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useAuthSession } from '@/lib/auth-session';
import { encodeItems } from '@/lib/checker-url';
import { isUnreachable } from '@/lib/offline-copies';
import { readSavedCheck, saveCheck } from './saved-checks';

export interface CheckResult {
  answer: InteractionCheckAnswer;
  /** Set when the answer is the copy saved on this device (no connection): when it was checked online. */
  offlineSince: string | null;
}

/**
 * POST interactions/check, once per list (the list is the key: adding or removing an item is one new
 * call; the same list again is answered from the cache). Read as a query, not a mutation: it changes
 * nothing. The previous answer stays on screen while the next one comes, so results never blank.
 * Signed in, each answer is kept on this device; with no connection the kept one answers, said so.
 */
export function useInteractionCheck(items: readonly CheckItem[]) {
  const { i18n } = useTranslation();
  const signedIn = useAuthSession().status === 'signed-in';
  const language = i18n.resolvedLanguage ?? 'pt';
  const encoded = encodeItems(items);
  return useQuery({
    queryKey: ['interactions', 'check', language, encoded] as const,
    queryFn: async (): Promise<CheckResult> => {
      try {
        const answer = await api.post('/interactions/check', { body: { items: items.map(({ kind, id }) => ({ kind, id })) } });
        if (signedIn && items.length >= 2) void saveCheck(encoded, language, answer);
        return { answer, offlineSince: null };
      } catch (error) {
        const saved = isUnreachable(error) ? await readSavedCheck(encoded, language) : null;
        if (!saved) throw error;
        return { answer: saved.answer, offlineSince: saved.savedAt };
      }
    },
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
