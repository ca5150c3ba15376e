import { chakra, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface BrandLogoProps {
  size?: 'sm' | 'md';
}

/** The wordmark: a leaf mark plus the product name, which is the accessible text. */
export function BrandLogo({ size = 'md' }: BrandLogoProps) {
  const { t } = useTranslation();
  const mark = size === 'md' ? '8' : '7';
  return (
    <HStack gap="2">
      <chakra.svg viewBox="0 0 32 32" width={mark} height={mark} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 23c0-8 6-14 15-14-1 9-6 15-14 15" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M9 23l8-8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </chakra.svg>
      <Text as="span" fontWeight="bold" fontSize={size === 'md' ? 'xl' : 'lg'} color="teal.inkSoft" letterSpacing="tight">
        {t('appName')}
      </Text>
    </HStack>
  );
}
