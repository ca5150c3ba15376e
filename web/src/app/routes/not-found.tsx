import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center as="main" minH="100dvh" px="4">
      <VStack gap="2" textAlign="center">
        <PageHeading title={t('sections.notFound')} />
        <Text color="fg.muted" mt="-4" mb="4">
          {t('notFound.text')}
        </Text>
        <Button asChild>
          <RouterLink to="/">{t('notFound.back')}</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
