import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spec section 9: 12 skeleton cards while a list loads. */
export const SKELETON_CARDS = 12;

interface CardGridProps {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}

/** The catalogue's responsive grid of cards, as a list for assistive technology. */
export function CardGrid({ children, label, busy }: CardGridProps) {
  return (
    <SimpleGrid as="ul" aria-label={label} aria-busy={busy} templateColumns="repeat(auto-fill, minmax(min(100%, 17rem), 1fr))" gap="4" listStyle="none">
      {children}
    </SimpleGrid>
  );
}

/** Skeleton cards of the exact height of the real ones, so nothing moves when content arrives. */
export function CardGridSkeleton({ count = SKELETON_CARDS, height }: { count?: number; height: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden="true">
          <Skeleton h={height} borderRadius="lg" />
        </li>
      ))}
    </>
  );
}
