import type { ReactNode } from 'react';
import { isLocked } from '../paid-access';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { SUPPLEMENT_TILE_HEIGHT, SupplementTile, type SupplementTileItem } from './supplement-tile';

interface SupplementGridProps {
  supplements: SupplementTileItem[];
  isPending: boolean;
  label: string;
  canReadPaid: boolean;
  onLockedClick: () => void;
  empty: ReactNode;
  skeletons?: number;
  /** Favourites list: a lapsed subscriber may still remove a paid favourite (the API allows it). */
  favouriteLocked?: boolean;
}

/** Supplement cards with their skeletons and empty state; locks follow the reader's access. */
export function SupplementGrid({ supplements, isPending, label, canReadPaid, onLockedClick, empty, skeletons, favouriteLocked = false }: SupplementGridProps) {
  if (!isPending && supplements.length === 0) return empty;
  return (
    <CardGrid label={label} busy={isPending}>
      {isPending ? (
        <CardGridSkeleton count={skeletons} height={SUPPLEMENT_TILE_HEIGHT} />
      ) : (
        supplements.map((supplement) => {
          const locked = isLocked(supplement, canReadPaid);
          return (
            <SupplementTile
              key={supplement.id}
              supplement={supplement}
              locked={locked}
              showFavourite={!locked || favouriteLocked}
              onLockedClick={onLockedClick}
            />
          );
        })
      )}
    </CardGrid>
  );
}
