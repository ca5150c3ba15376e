import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons';

export function RegisterSuccess() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <VStack gap="4" textAlign="center" py="4">
      <CheckCircleIcon width="16" height="16" color="teal.fg" />
      <Heading ref={headingRef} tabIndex={-1} as="h2" size="xl" color="teal.ink" outline="none">
        {t('register.success.heading')}
      </Heading>
      <Text color="fg.muted">{t('register.success.text')}</Text>
      <Button size="lg" w="full" onClick={() => void navigate('/app')}>
        {t('register.success.cta')}
      </Button>
    </VStack>
  );
}
