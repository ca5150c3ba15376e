import { Box, Flex, Image, Link, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { formatDate } from '@/lib/dates';
import { supplementTopicsPath } from '@/lib/topic-url';
import { uploadUrl } from '@/lib/uploads';
import type { SupplementCard } from '@contract/supplements-answers';

/** What a tile shows: a supplement card, a favourite and a recently viewed supplement all have it. */
export type SupplementTileItem = Pick<SupplementCard, 'id' | 'name' | 'slug' | 'is_paid' | 'updated_at'> & { category: Pick<SupplementCard['category'], 'name' | 'image'> };
import { FavouriteButton } from './favourite-button';

export const SUPPLEMENT_TILE_HEIGHT = '28';

interface SupplementTileProps {
  supplement: SupplementTileItem;
  /** Paid and the reader is not premium: a lock, and a plain click opens the premium modal instead of the page. */
  locked: boolean;
  showFavourite: boolean;
  onLockedClick: () => void;
}

/** A grid, not a flex row: the name truncates in the free width between the image and the lock. */
const cardStyle = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  w: 'full',
  h: SUPPLEMENT_TILE_HEIGHT,
  alignItems: 'center',
  columnGap: '4',
  ps: '4',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'teal.line',
  borderRadius: 'lg',
  textAlign: 'start',
  textDecoration: 'none',
  color: 'fg',
  cursor: 'pointer',
  _hover: { borderColor: 'teal.400', bg: 'teal.wash' },
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' },
} as const;

function TileBody({ supplement, locked }: Pick<SupplementTileProps, 'supplement' | 'locked'>) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Image src={uploadUrl('categories', supplement.category.image)} alt="" w="12" h="12" flexShrink={0} borderRadius="md" objectFit="cover" loading="lazy" />
      <Flex direction="column" minW="0" gap="0.5">
        <Text fontWeight="semibold" color="teal.ink" truncate>
          {supplement.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {supplement.category.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('supplement.updatedAt', { date: formatDate(supplement.updated_at) })}
        </Text>
      </Flex>
      {locked ? (
        <Flex align="center" gap="1" color="orange.ink" fontSize="xs" fontWeight="semibold" flexShrink={0}>
          <LockIcon />
          {t('supplement.premium')}
        </Flex>
      ) : null}
    </>
  );
}

/** A plain click: no modifier, main button (a new tab or window is left to the browser). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A supplement card: a link to its topics, paid or not, so it opens in a new tab too. Locked (paid,
 * the reader without premium), a plain click opens the premium modal instead; a new tab opens the
 * page, where the server still refuses the content and the page offers the plans.
 */
export function SupplementTile({ supplement, locked, showFavourite, onLockedClick }: SupplementTileProps) {
  const onClick = locked
    ? (event: MouseEvent) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onLockedClick();
      }
    : undefined;
  const main = (
    <Link asChild {...cardStyle} pe={showFavourite ? '14' : '4'}>
      <RouterLink to={supplementTopicsPath(supplement.slug)} onClick={onClick} aria-haspopup={locked ? 'dialog' : undefined}>
        <TileBody supplement={supplement} locked={locked} />
      </RouterLink>
    </Link>
  );
  return (
    <Box as="li" position="relative">
      {main}
      {showFavourite ? (
        <Box position="absolute" top="50%" insetEnd="3" transform="translateY(-50%)">
          <FavouriteButton supplementId={supplement.id} supplementName={supplement.name} />
        </Box>
      ) : null}
    </Box>
  );
}
