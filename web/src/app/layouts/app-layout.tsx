import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { UserGreeting } from '@/features/auth/components/user-greeting';
import { NavLink } from './nav-link';
import { SearchForm } from './search-form';

/** The user area (/app/...): top bar with greeting, navigation, search and logout. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="teal.100" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" px={{ base: '4', md: '6' }} py="3">
          <Flex align="center" gap="3">
            <Link asChild aria-label={t('nav.home')} borderRadius="md">
              <RouterLink to="/app/categorias">
                <BrandLogo size="sm" />
              </RouterLink>
            </Link>
            <Box flex="1" />
            <UserGreeting />
            <LogoutButton />
          </Flex>
          <Flex mt="3" gap="3" wrap="wrap" align="center">
            <HStack as="nav" aria-label={t('nav.main')} gap="1" overflowX="auto">
              <NavLink to="/app/categorias">{t('nav.home')}</NavLink>
              <NavLink to="/app/favoritos">{t('nav.favourites')}</NavLink>
              <NavLink to="/app/perfil">{t('nav.profile')}</NavLink>
            </HStack>
            <Box flex="1" />
            <SearchForm />
          </Flex>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
