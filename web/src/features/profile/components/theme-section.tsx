import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useThemePreference, type ThemePreference } from '@/lib/color-mode';
import { useSaveTheme } from '../api/save-theme';
import { ProfileSection } from './profile-section';

const CHOICES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Sistema / Claro / Escuro for the user area, kept in the profile. */
export function ThemeSection() {
  const { t } = useTranslation('profile');
  const save = useSaveTheme();
  const active = useThemePreference();
  return (
    <ProfileSection heading={t('theme.heading')} description={t('theme.text')}>
      <HStack role="group" aria-label={t('theme.heading')} gap="3" wrap="wrap">
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            variant={choice === active ? 'solid' : 'outline'}
            aria-pressed={choice === active}
            disabled={save.isPending}
            onClick={() => choice !== active && save.mutate(choice)}
          >
            {t(`theme.${choice}`)}
          </Button>
        ))}
      </HStack>
    </ProfileSection>
  );
}
