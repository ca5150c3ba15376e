import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { NavLink } from './nav-link';

const SECTIONS = [
  { to: '/dashboard', key: 'categories', end: true },
  { to: '/dashboard/banners', key: 'banners' },
  { to: '/dashboard/usuarios', key: 'users' },
  { to: '/dashboard/sugestoes', key: 'suggestions' },
  { to: '/dashboard/assinaturas', key: 'subscriptions' },
  { to: '/dashboard/notificacoes', key: 'notifications' },
  { to: '/dashboard/configuracoes', key: 'settings' },
] as const;

function AccountSummary() {
  const current = useCurrentUser();
  if (current.status !== 'ready') return null;
  return (
    <Stack gap="0" textAlign="end" display={{ base: 'none', sm: 'flex' }}>
      <Text fontWeight="semibold" truncate maxW="xs">
        {current.user.name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {current.user.role.name}
      </Text>
    </Stack>
  );
}

/** The admin area (/dashboard/...): sidebar of sections (a scrolling row on phones) and a top bar. */
export function DashboardLayout() {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" direction={{ base: 'column', md: 'row' }}>
      <Box
        as="aside"
        bg="bg.panel"
        borderColor="teal.100"
        borderRightWidth={{ md: '1px' }}
        borderBottomWidth={{ base: '1px', md: '0' }}
        w={{ md: '64' }}
        flexShrink={0}
        px="4"
        py={{ base: '3', md: '6' }}
      >
        <Box display={{ base: 'none', md: 'block' }} mb="8" px="3">
          <BrandLogo size="sm" />
        </Box>
        <Flex as="nav" aria-label={t('dashboardNav')} direction={{ base: 'row', md: 'column' }} gap="1" overflowX="auto">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={'end' in section}>
              {t(`sections.${section.key}`)}
            </NavLink>
          ))}
        </Flex>
      </Box>
      <Box flex="1" minW="0">
        <Flex as="header" align="center" justify="space-between" gap="4" px={{ base: '4', md: '8' }} py="3" bg="bg.panel" borderBottomWidth="1px" borderColor="teal.100">
          <Box display={{ md: 'none' }}>
            <BrandLogo size="sm" />
          </Box>
          <Box flex="1" display={{ base: 'none', md: 'block' }} />
          <Flex align="center" gap="3">
            <AccountSummary />
            <LogoutButton />
          </Flex>
        </Flex>
        <Box as="main" id="main" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
