import { Skeleton, Stack } from '@chakra-ui/react';

/** A dashboard card's placeholder in `CardGrid`: an image-shaped block (for cards with an image), a name and a line. */
export function DashboardCardSkeleton({ withImage = true }: { withImage?: boolean }) {
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="skeleton-card">
      {withImage && <Skeleton height="32" borderRadius="md" />}
      <Skeleton height="5" width="70%" />
      <Skeleton height="4" width="45%" />
    </Stack>
  );
}

/** The dashboard grids' columns by breakpoint (banners use three at most). */
export const DASHBOARD_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };
