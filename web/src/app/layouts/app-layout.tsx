import { Box, Container, Flex, Grid, HStack, Link } from '@chakra-ui/react';
import { memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { OfflineBanner } from '@/components/offline-banner';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { UserGreeting } from '@/features/auth/components/user-greeting';
import { BannerSlot } from '@/features/banners/components/banner-slot';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { showNoticeAfterReload } from '@/lib/notice-after-reload';
import { useSaveReadingForOffline } from '@/features/catalogue/api/offline-reading';
import { canReadPaidContent } from '@/features/catalogue/paid-access';
import { setThemePreference, type ThemePreference, useApplyThemePreference } from '@/lib/color-mode';
import { NavLink } from './nav-link';
import { SearchForm } from './search-form';
import { SkipLink } from './skip-link';

/**
 * Main content and the two banner slots. The banners sit beside the content only from 1440 px up,
 * where the reading column still keeps a comfortable measure; narrower, they go under the content
 * (two across on tablets, stacked on phones), so they never squeeze the text.
 */
const WIDE = '@media screen and (min-width: 90rem)';
const bodyGrid = {
  templateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  templateAreas: { base: '"main" "left" "right"', sm: '"main main" "left right"' },
  css: { [WIDE]: { gridTemplateColumns: '12rem minmax(0, 1fr) 12rem', gridTemplateAreas: '"left main right"' } },
} as const;

const sideSlot = { alignSelf: 'start', css: { [WIDE]: { position: 'sticky', top: '9rem' } } } as const;

/** The bell asks for the inbox once the user is loaded: it reads the user itself, so the header around it does not render again when the user arrives. */
function HeaderBell() {
  const current = useCurrentUser();
  return <NotificationBell enabled={current.status === 'ready'} />;
}

/**
 * The top bar: greeting, bell, logout, navigation and search. Memoised and without props, like the
 * body below, so the layout's own re-renders (the session settling, the user arriving, a message
 * file) do not render it again; each part re-renders for what it reads itself.
 */
const AppHeader = memo(function AppHeader() {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="teal.line" position="sticky" top="0" zIndex="sticky">
      <Container maxW="8xl" px={{ base: '4', md: '6' }} py="3">
        {/* Wraps on phones, where the greeting takes a line of its own (user-greeting.tsx). */}
        <Flex align="center" columnGap="3" rowGap="1" wrap="wrap">
          {/* Named by the wordmark itself: an aria-label that hides the visible name fails WCAG 2.5.3. */}
          <Link asChild borderRadius="md">
            <RouterLink to="/app/categorias">
              <BrandLogo size="sm" />
            </RouterLink>
          </Link>
          <Box flex="1" />
          <UserGreeting />
          <HeaderBell />
          <LogoutButton />
        </Flex>
        <Flex mt="3" gap="3" wrap="wrap" align="center">
          <HStack as="nav" aria-label={t('nav.main')} gap="1" overflowX="auto">
            <NavLink to="/app/categorias">{t('nav.home')}</NavLink>
            <NavLink to="/app/favoritos">{t('nav.favourites')}</NavLink>
            <NavLink to="/app/interacoes">{t('nav.interactions')}</NavLink>
            <NavLink to="/app/formulas">{t('nav.formulas')}</NavLink>
            <NavLink to="/app/perfil">{t('nav.profile')}</NavLink>
          </HStack>
          <Box flex="1" />
          <SearchForm />
        </Flex>
      </Container>
    </Box>
  );
});

/**
 * The routed screen and the two banner slots. The screen has a loading boundary of its own, so the
 * layout shows (and is committed) while the screen's chunk and message files load: with the shell's
 * boundary only, each piece arriving rendered the whole layout again, uncommitted.
 */
const AppBody = memo(function AppBody({ bannersEnabled }: { bannersEnabled: boolean }) {
  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Grid {...bodyGrid} columnGap="8" rowGap="6">
        {/* At least a screen tall, so banners under the text start below the fold and arriving content never pushes them. */}
        <Box as="main" id="main" tabIndex={-1} gridArea="main" minW="0" minH="calc(100dvh - 10rem)" _focus={{ outline: 'none' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
        <Box gridArea="left" {...sideSlot}>
          <BannerSlot position={0} enabled={bannersEnabled} />
        </Box>
        <Box gridArea="right" {...sideSlot}>
          <BannerSlot position={1} enabled={bannersEnabled} />
        </Box>
      </Grid>
    </Container>
  );
});

/** The user area (/app/...): top bar with greeting, navigation, search and logout; side banners. */
/**
 * The user area's theme: this browser's last choice at once, then the profile's when the user
 * arrives (a choice made on another device included); the profile's switch changes both.
 */
function UserTheme({ theme }: { theme: ThemePreference | undefined }) {
  useEffect(() => {
    if (theme) setThemePreference(theme);
  }, [theme]);
  useApplyThemePreference();
  return null;
}

export function AppLayout() {
  const current = useCurrentUser();
  // Spec section 6: web banners are loaded for the user role only.
  const bannersEnabled = current.status === 'ready' && current.user.role.slug === 'user';
  // Subscribing and cancelling reload the page (spec section 4); their toast is shown here afterwards.
  useEffect(showNoticeAfterReload, []);
  // Saved for reading offline as soon as the service worker is there (after emptying what premium ended).
  useSaveReadingForOffline(current.status === 'ready' ? { premium: current.user.premium === 1, canReadPaid: canReadPaidContent(current.user) } : null);
  return (
    <Box minH="100dvh">
      <UserTheme theme={current.status === 'ready' ? current.user.theme : undefined} />
      <SkipLink />
      <AppHeader />
      <OfflineBanner />
      <AppBody bannersEnabled={bannersEnabled} />
    </Box>
  );
}
