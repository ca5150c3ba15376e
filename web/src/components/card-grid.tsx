import { SimpleGrid } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';

/** Spec section 9: 12 skeleton cards while a grid loads. */
export const SKELETON_CARDS = 12;

/** Fixed column counts by breakpoint. */
export type CardGridColumns = { base?: number; sm?: number; md?: number; lg?: number; xl?: number };

interface CardGridProps {
  /** The cards, each an `li`. */
  children: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** While true, `skeletonCount` copies of `skeleton` stand in for the cards and the list is marked busy. */
  loading: boolean;
  /** One placeholder card, of the real cards' size so nothing moves when they arrive. */
  skeleton: ReactNode;
  skeletonCount?: number;
  /** Shown instead of the list once loaded with no cards. */
  empty: ReactNode;
  /** Column counts by breakpoint; by default as many 17rem columns as fit. */
  columns?: CardGridColumns;
}

/**
 * The one grid of cards, in the catalogue and in the dashboard: a list for assistive technology,
 * skeleton cards while loading, the empty state when there is nothing to show.
 */
export function CardGrid({ children, label, loading, skeleton, skeletonCount = SKELETON_CARDS, empty, columns }: CardGridProps) {
  if (!loading && Children.count(children) === 0) return <>{empty}</>;
  const layout = columns ? { columns } : { templateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))' };
  return (
    <SimpleGrid as="ul" aria-label={label} aria-busy={loading} listStyleType="none" gap="4" {...layout}>
      {loading
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} aria-hidden="true">
              {skeleton}
            </li>
          ))
        : children}
    </SimpleGrid>
  );
}
