import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '@/components/icons';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button variant="ghost" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
      <LogoutIcon />
      {t('user.logout')}
    </Button>
  );
}
