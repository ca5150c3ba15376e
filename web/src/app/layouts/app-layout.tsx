import { Box, Container, Flex, Grid, HStack, IconButton, Link } from '@chakra-ui/react';
import { memo, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { SearchIcon } from '@/components/icons';
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
import { ABOVE_BOTTOM_NAV } from '@/lib/bottom-nav-height';
import { AccountMenu } from './account-menu';
import { BottomNav } from './bottom-nav';
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

/** Closes the phone's search row when the page changes (a search sent, a suggestion chosen, a section opened). */
function CloseOnNavigate({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  useEffect(onNavigate, [pathname, onNavigate]);
  return null;
}

/**
 * The top bar. From `md` up: logo, greeting, bell and 'Sair', then the navigation tabs and the search.
 * Below `md` (phones): one row of at most 64 px (logo, a search button, the bell and the account
 * menu with the greeting and 'Sair'); the search opens as a row under it with the focus in its
 * field, and the sections are in the bottom bar (bottom-nav.tsx). Memoised and without props, like
 * the body below, so the layout's own re-renders (the session settling, the user arriving, a
 * message file) do not render it again; each part re-renders for what it reads itself.
 */
const AppHeader = memo(function AppHeader() {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRow = useRef<HTMLDivElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchRowId = useId();
  const openRef = useRef(searchOpen);
  useEffect(() => {
    openRef.current = searchOpen;
    if (searchOpen) searchRow.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  const closeSearch = useCallback(() => {
    if (!openRef.current) return;
    // The phone's row goes away with the focus in it: the focus goes to the page's content.
    if (searchRow.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    setSearchOpen(false);
  }, []);
  // Escape with the suggestions closed closes the phone's search row and returns to its button.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !searchOpen) return;
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    setSearchOpen(false);
    searchButton.current?.focus();
  };
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="teal.line" position="sticky" top="0" zIndex="sticky">
      <CloseOnNavigate onNavigate={closeSearch} />
      <Container maxW="8xl" px={{ base: '3', md: '6' }} py={{ base: '2', md: '3' }}>
        <Flex align="center" columnGap={{ base: '1', md: '3' }}>
          {/* Named by the wordmark itself: an aria-label that hides the visible name fails WCAG 2.5.3. */}
          <Link asChild borderRadius="md">
            <RouterLink to="/app/categorias">
              <BrandLogo size="sm" />
            </RouterLink>
          </Link>
          <Box flex="1" />
          <IconButton
            ref={searchButton}
            hideFrom="md"
            variant="ghost"
            size="lg"
            aria-label={t('search.open')}
            aria-expanded={searchOpen}
            aria-controls={searchRowId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </IconButton>
          <Box hideBelow="md" minW="0">
            <UserGreeting />
          </Box>
          <HeaderBell />
          <Box hideBelow="md">
            <LogoutButton />
          </Box>
          <Box hideFrom="md">
            <AccountMenu />
          </Box>
        </Flex>
        <Flex
          id={searchRowId}
          ref={searchRow}
          onKeyDown={onSearchKeyDown}
          mt={{ base: '2', md: '3' }}
          gap="3"
          wrap="wrap"
          align="center"
          display={{ base: searchOpen ? 'flex' : 'none', md: 'flex' }}
        >
          <HStack as="nav" aria-label={t('nav.main')} gap="1" overflowX="auto" hideBelow="md">
            <NavLink to="/app/categorias">{t('nav.home')}</NavLink>
            <NavLink to="/app/favoritos">{t('nav.favourites')}</NavLink>
            <NavLink to="/app/interacoes">{t('nav.interactions')}</NavLink>
            <NavLink to="/app/formulas">{t('nav.formulas')}</NavLink>
            <NavLink to="/app/perfil">{t('nav.profile')}</NavLink>
          </HStack>
          <Box flex="1" hideBelow="md" />
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

/** The user area (/app/...): top bar with greeting, navigation, search and logout (on phones a bottom bar with the sections); side banners. */
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
    // Below `md` the page ends above the fixed bottom bar, so the bar never covers content or banners.
    <Box minH="100dvh" pb={{ base: ABOVE_BOTTOM_NAV, md: '0' }} css={{ '@media print': { paddingBottom: '0' } }}>
      <UserTheme theme={current.status === 'ready' ? current.user.theme : undefined} />
      <SkipLink />
      <AppHeader />
      <BottomNav />
      <OfflineBanner />
      <AppBody bannersEnabled={bannersEnabled} />
    </Box>
  );
}
