import { useCurrentUser } from '@/features/auth/api/get-user';
import { canReadPaidContent } from '@/features/catalogue/paid-access';
import { FormulaListScreen } from '@/features/formulas/components/formula-list-screen';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';

/** Premium users and admins build formulas (the API's 'premium' access); anyone else meets the call to action. */
export function useCanBuildFormulas(): boolean {
  const current = useCurrentUser();
  return canReadPaidContent(current.status === 'ready' ? current.user : undefined);
}

/** /app/formulas: the caller's saved formulas and the templates. */
export function FormulasRoute() {
  return <FormulaListScreen canUse={useCanBuildFormulas()} onSeePlans={openPremiumModal} />;
}

