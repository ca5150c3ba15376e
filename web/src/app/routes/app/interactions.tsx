import type { CheckItem } from '@contract/interactions';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InteractionChecker } from '@/features/interactions/components/interaction-checker';
import { openPremiumModal } from '@/features/premium/stores/premium-modal';
import { decodeItems, encodeItems, ITEMS_PARAM } from '@/lib/checker-url';

/**
 * /app/interacoes[?itens=s12-m5-c2]: the interaction checker. The list is the address's, so a
 * shared or reopened link shows the same check; each change replaces the entry (the back button
 * leaves the checker rather than undoing items one by one).
 */
export function InteractionsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const items = decodeItems(searchParams.get(ITEMS_PARAM));
  const setItems = useCallback(
    (next: CheckItem[]) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.length > 0) params.set(ITEMS_PARAM, encodeItems(next));
          else params.delete(ITEMS_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return <InteractionChecker items={items} onItemsChange={setItems} onLockedClick={openPremiumModal} />;
}
