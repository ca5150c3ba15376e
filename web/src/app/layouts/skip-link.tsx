import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: jumps over the top bar to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.panel"
      color="teal.ink"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t('skipToContent')}
    </Link>
  );
}
