import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLocale, LOCALES } from '@/lib/i18n';
import { useSaveLocale } from '../api/save-locale';
import { ProfileSection } from './profile-section';

const HTML_LANG = { pt: 'pt-BR', en: 'en' } as const;

/** pt / en for the whole UI; each name is written in its own language, so anyone can find theirs. */
export function LanguageSection() {
  const { t } = useTranslation('profile');
  const save = useSaveLocale();
  const active = currentLocale();
  return (
    <ProfileSection heading={t('language.heading')} description={t('language.text')}>
      <HStack role="group" aria-label={t('language.heading')} gap="3" wrap="wrap">
        {LOCALES.map((locale) => (
          <Button
            key={locale}
            lang={HTML_LANG[locale]}
            variant={locale === active ? 'solid' : 'outline'}
            aria-pressed={locale === active}
            loading={save.isPending && save.variables === locale}
            onClick={() => locale !== active && save.mutate(locale)}
          >
            {t(`language.${locale}`)}
          </Button>
        ))}
      </HStack>
    </ProfileSection>
  );
}
