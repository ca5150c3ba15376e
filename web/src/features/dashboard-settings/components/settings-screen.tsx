import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { GeneralSettingsForm } from './general-settings-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';
import { ThemePicker } from './theme-picker';
import { TranslationBlock } from './translation-block';

interface SettingsScreenProps {
  /** The signed-in admin's CPF. */
  document: string;
}

/** 'Configurações': edit profile, change password, general settings, the theme and content translation. */
export function SettingsScreen({ document }: SettingsScreenProps) {
  const { t } = useTranslation(['dashboard-settings', 'common']);
  return (
    <>
      <PageHeading title={t('common:sections.settings')} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <SettingsSection title={t('profile.title')}>
          <ProfileForm />
        </SettingsSection>
        <SettingsSection title={t('password.title')}>
          <PasswordForm document={document} />
        </SettingsSection>
        <SettingsSection title={t('general.title')} description={t('general.description')}>
          <Stack gap="6">
            <GeneralSettingsForm />
          </Stack>
        </SettingsSection>
        <SettingsSection title={t('theme.title')} description={t('theme.description')}>
          <Box maxW="xs">
            <ThemePicker />
          </Box>
        </SettingsSection>
        <SettingsSection title={t('translation.title')} description={t('translation.description')}>
          <TranslationBlock />
        </SettingsSection>
      </SimpleGrid>
    </>
  );
}
