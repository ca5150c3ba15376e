import { chakra, Grid, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { FlaskIcon, HeartIcon, HomeIcon, InteractionsIcon, UserIcon } from '@/components/icons';
import { BOTTOM_NAV_HEIGHT } from '@/lib/bottom-nav-height';

function BottomNavLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="0.5"
      minH={BOTTOM_NAV_HEIGHT}
      minW="0"
      px="1"
      fontSize="xs"
      lineHeight="1.2"
      fontWeight="medium"
      color="fg.muted"
      textAlign="center"
      textDecoration="none"
      borderRadius="md"
      _currentPage={{ bg: 'teal.wash', color: 'teal.inkSoft', fontWeight: 'semibold' }}
    >
      <RouterNavLink to={to}>
        {icon}
        <chakra.span maxW="full" overflowWrap="anywhere">
          {children}
        </chakra.span>
      </RouterNavLink>
    </Link>
  );
}

/**
 * The phone's navigation (below `md`): the five sections in a bar fixed to the screen's bottom, each
 * visible at 320 px and at least 44 px tall, the current one marked with aria-current. The desktop
 * keeps its tabs in the top bar; only one of the two is displayed (and in the accessibility tree).
 */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <chakra.nav
      aria-label={t('nav.main')}
      hideFrom="md"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="teal.line"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap="0.5" px="1">
        <BottomNavLink to="/app/categorias" icon={<HomeIcon />}>
          {t('nav.home')}
        </BottomNavLink>
        <BottomNavLink to="/app/favoritos" icon={<HeartIcon />}>
          {t('nav.favourites')}
        </BottomNavLink>
        <BottomNavLink to="/app/interacoes" icon={<InteractionsIcon />}>
          {t('nav.interactions')}
        </BottomNavLink>
        <BottomNavLink to="/app/formulas" icon={<FlaskIcon />}>
          {t('nav.formulas')}
        </BottomNavLink>
        <BottomNavLink to="/app/perfil" icon={<UserIcon />}>
          {t('nav.profile')}
        </BottomNavLink>
      </Grid>
    </chakra.nav>
  );
}
