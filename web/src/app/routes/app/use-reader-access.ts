import { useCurrentUser } from '@/features/auth/api/get-user';
import { canReadPaidContent } from '@/features/catalogue/paid-access';
import type { TopicTextAlign } from '@/features/catalogue/components/topic-content';

/** What the catalogue screens need from the signed-in user: paid access and the reading alignment. */
export function useReaderAccess(): { canReadPaid: boolean; textAlign: TopicTextAlign } {
  const current = useCurrentUser();
  const user = current.status === 'ready' ? current.user : undefined;
  return {
    canReadPaid: canReadPaidContent(user),
    textAlign: user?.settings.text_align === 'text-justify' ? 'text-justify' : 'text-left',
  };
}
