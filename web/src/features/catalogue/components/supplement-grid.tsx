import type { ReactNode } from 'react';
import { isLocked } from '../paid-access';
import { Skeleton } from '@chakra-ui/react';
import { CardGrid } from '@/components/card-grid';
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
  return (
    <CardGrid label={label} loading={isPending} skeleton={<Skeleton h={SUPPLEMENT_TILE_HEIGHT} borderRadius="lg" />} skeletonCount={skeletons} empty={empty}>
      {supplements.map((supplement) => {
        const locked = isLocked(supplement, canReadPaid);
        return (
          <SupplementTile key={supplement.id} supplement={supplement} locked={locked} showFavourite={!locked || favouriteLocked} onLockedClick={onLockedClick} />
        );
      })}
    </CardGrid>
  );
}
