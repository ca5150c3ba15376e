import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { usePremiumModal } from '@/features/premium/stores/premium-modal';
import { SearchScreen } from '@/features/search/components/search-screen';
import { SuggestionButton } from '@/features/suggestions/components/suggestion-button';

/** /app/busca/{s}: search results; paid cards offer the plans; an empty search offers a suggestion. */
export function SearchRoute() {
  const { s = '' } = useParams();
  const current = useCurrentUser();
  const premiumModal = usePremiumModal();
  const canOpenPaid = current.status === 'ready' ? current.user.premium === 1 || current.user.role.slug === 'admin' : undefined;
  return (
    <SearchScreen
      term={s}
      canOpenPaid={canOpenPaid}
      onLockedClick={premiumModal.open}
      emptyAction={<SuggestionButton initialContent={s} />}
    />
  );
}
