import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { LanguagePicker } from './language-picker';

/** The one auth screen: login and registration swap inside the same card (routes /, /login, /register). */
export function AuthScreen() {
  const { t } = useTranslation('auth');
  return (
    <Box minH="100dvh" bgGradient="to-b" gradientFrom="teal.wash" gradientTo="bg.canvas">
      <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
        <Flex as="header" align="center" justify="space-between" gap="3" mb={{ base: '6', md: '10' }}>
          <BrandLogo />
          <LanguagePicker />
        </Flex>
        <Box
          as="main"
          id="main"
          bg="bg.panel"
          borderRadius="2xl"
          borderWidth="1px"
          borderColor="teal.line"
          boxShadow="md"
          px={{ base: '5', md: '8' }}
          py={{ base: '6', md: '8' }}
        >
          <Outlet />
        </Box>
        <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
          {t('tagline')}
        </Text>
      </Container>
    </Box>
  );
}
