import { Box, CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { MenuIcon } from '@/components/icons';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { useApplyColorMode } from '@/features/dashboard-settings/stores/color-mode';
import { DashboardAccountMenu } from './dashboard-account-menu';
import { DashboardSidebar } from './dashboard-sidebar';
import { SkipLink } from './skip-link';

/** Only admins see the dashboard; anyone else goes to the user home (the API refuses them anyway). */
const NON_ADMIN_HOME = '/app/categorias';

function MobileMenu() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    // The drawer's copy of the sidebar renders when opened, not hidden on every dashboard page (desktop included).
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('layout.openMenu')} display={{ md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <BrandLogo size="sm" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <DashboardSidebar onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The admin area (/dashboard/...): sidebar of sections (a drawer on phones) and a top bar with the account. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  useApplyColorMode();
  if (current.status !== 'ready') return <PageSpinner label={t('verifying')} minH="100dvh" />;
  if (current.user.role.slug !== 'admin') return <Navigate to={NON_ADMIN_HOME} replace />;
  return (
    <Flex minH="100dvh">
      <SkipLink />
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        bg="bg.panel"
        borderRightWidth="1px"
        w="64"
        flexShrink={0}
        px="4"
        py="6"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Box mb="8" px="3">
          <BrandLogo size="sm" />
        </Box>
        <DashboardSidebar />
      </Box>
      <Box flex="1" minW="0">
        <Flex as="header" align="center" gap="3" px={{ base: '3', md: '8' }} py="2" bg="bg.panel" borderBottomWidth="1px">
          <MobileMenu />
          <Box display={{ md: 'none' }}>
            <BrandLogo size="sm" />
          </Box>
          <Box flex="1" />
          <DashboardAccountMenu user={current.user} />
        </Flex>
        <Box as="main" id="main" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          {/* The screen loads under the header and sidebar (app-layout.tsx's AppBody says why). */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Flex>
  );
}
