import { Box, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '@/lib/uploads';
import { useWebBanners } from '../api/get-web-banners';

/** The seeded art is 600x300; the box keeps that shape so nothing moves when the image arrives. */
const BANNER_ASPECT_RATIO = 2;

interface BannerSlotProps {
  /** 0: the first web banner (left slot); 1: the second (right slot). */
  position: 0 | 1;
  enabled: boolean;
}

/** One side banner slot (spec section 2): the banner's image linking to its URL in a new tab. */
export function BannerSlot({ position, enabled }: BannerSlotProps) {
  const { t } = useTranslation('banners');
  const banners = useWebBanners(enabled);
  if (!enabled || banners.isError) return null;
  if (banners.isPending) return <Skeleton aspectRatio={BANNER_ASPECT_RATIO} w="full" borderRadius="lg" aria-hidden="true" />;
  const banner = banners.data[position];
  if (!banner) return null;
  return (
    <Box as="aside" aria-label={t('slot', { number: position + 1 })}>
      <Link
        href={banner.url}
        target="_blank"
        rel="noopener noreferrer"
        display="block"
        borderRadius="lg"
        overflow="hidden"
        borderWidth="1px"
        borderColor="teal.line"
        bg="bg.panel"
        _hover={{ borderColor: 'teal.400' }}
      >
        <Image src={uploadUrl('banners', banner.image)} alt={banner.name} w="full" aspectRatio={BANNER_ASPECT_RATIO} objectFit="cover" loading="lazy" />
        <Text as="span" srOnly>
          {t('opensInNewTab')}
        </Text>
      </Link>
    </Box>
  );
}
