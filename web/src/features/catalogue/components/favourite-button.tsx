import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/icons';
import { useFavouriteStatus, useToggleFavourite } from '../api/favourites';

interface FavouriteButtonProps {
  supplementId: number;
  supplementName: string;
}

/** Spec section 4: three states (loading, not favourited, favourited); a click flips it at once. */
export function FavouriteButton({ supplementId, supplementName }: FavouriteButtonProps) {
  const { t } = useTranslation('catalogue');
  const status = useFavouriteStatus(supplementId);
  const toggle = useToggleFavourite(supplementId);
  const favourited = status.data === true;
  const label = status.isPending
    ? t('favourite.loading', { name: supplementName })
    : t(favourited ? 'favourite.remove' : 'favourite.add', { name: supplementName });
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      aria-pressed={status.isPending ? undefined : favourited}
      title={label}
      loading={status.isPending}
      disabled={status.isError}
      color={favourited ? 'fg.error' : 'fg.muted'}
      _hover={{ color: 'fg.error', bg: 'red.subtle' }}
      onClick={() => toggle.mutate()}
    >
      <HeartIcon fill={favourited ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
