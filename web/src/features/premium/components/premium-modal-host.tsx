import { lazy, Suspense, useState } from 'react';
import { usePremiumModal } from '../stores/premium-modal';

const PremiumModal = lazy(() => import('./premium-modal').then((module) => ({ default: module.PremiumModal })));

/**
 * Mounted once by the shell. Holds nothing but the flag until the modal is first opened, then loads
 * the modal's code and keeps it mounted (closing animates instead of unmounting).
 */
export function PremiumModalHost() {
  const { isOpen } = usePremiumModal();
  const [requested, setRequested] = useState(isOpen);
  if (isOpen && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PremiumModal />
    </Suspense>
  );
}
