import { Box, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { uploadUrl } from '@/lib/uploads';
import { highlightParts } from '../highlight';
import type { SearchCard } from '../search-cards';

/** Cards share one size with their skeleton, so results replace the placeholders without a jump. */
export const CARD_MIN_HEIGHT = '28';
/** As many columns as fit the content column (which the side banners narrow), never overflowing at 375 px. */
export const CARD_COLUMNS = 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))';
const IMAGE_SIZE = 56;

const cardStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  h: 'full',
  minH: CARD_MIN_HEIGHT,
  p: '4',
  borderWidth: '1px',
  borderRadius: 'lg',
  textDecoration: 'none',
  color: 'fg',
} as const;

interface SearchResultCardProps {
  card: SearchCard;
  /** The search term: its words are marked in the snippet. */
  term: string;
  locked: boolean;
  onLockedClick: () => void;
}

/** The snippet with the searched words in <mark> (text nodes only: a snippet never becomes markup). */
function Snippet({ text, term }: { text: string; term: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={3}>
      {highlightParts(text, term).map((part, index) =>
        part.marked ? (
          <chakra.mark key={index} bg={{ base: "yellow.100", _dark: "yellow.900" }} color="inherit" px="0.5" borderRadius="sm">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

function CardBody({ card, locked, term }: Pick<SearchResultCardProps, 'card' | 'locked' | 'term'>) {
  const { t } = useTranslation('search');
  let detail: ReactNode;
  if (locked) {
    detail = (
      <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
        <LockIcon mt="0.5" />
        <Text>{t('card.premium')}</Text>
      </HStack>
    );
  } else if (card.foundIn?.snippet) {
    detail = <Snippet text={card.foundIn.snippet} term={term} />;
  }
  return (
    <>
      {/* The name next to it says what the picture shows: the image is decorative. */}
      <chakra.img
        src={uploadUrl('categories', card.image)}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        flexShrink={0}
        boxSize="14"
        objectFit="cover"
        borderRadius="md"
        bg="teal.wash"
        filter={locked ? 'grayscale(1)' : undefined}
      />
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" color={locked ? 'fg.muted' : 'teal.ink'} lineClamp={2}>
          {card.name}
        </Text>
        <Text fontSize="xs" fontWeight="medium" textTransform="uppercase" letterSpacing="wide" color="teal.inkSoft">
          {card.foundIn ? t('card.foundIn', { topic: card.foundIn.topic }) : t('card.supplement')}
        </Text>
        {detail}
      </Stack>
    </>
  );
}

/**
 * A result card. A paid card, for someone without premium, is greyed with a disabled link
 * (href '#', aria-disabled); clicking it offers the plans instead.
 */
export function SearchResultCard({ card, term, locked, onLockedClick }: SearchResultCardProps) {
  if (locked) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onLockedClick();
    };
    return (
      <Link href="#" aria-disabled="true" onClick={onClick} {...cardStyle} bg="bg.muted" borderColor="border" cursor="pointer">
        <CardBody card={card} term={term} locked />
      </Link>
    );
  }
  return (
    <Link
      asChild
      {...cardStyle}
      bg="bg.panel"
      borderColor="teal.line"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'teal.400', boxShadow: 'sm', textDecoration: 'none' }}
    >
      <RouterLink to={card.href}>
        <CardBody card={card} term={term} locked={false} />
      </RouterLink>
    </Link>
  );
}

export function SearchResultCardSkeletonBox({ children }: { children: ReactNode }) {
  return (
    <Box {...cardStyle} bg="bg.panel" borderColor="teal.line">
      {children}
    </Box>
  );
}
