import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { FormField } from '@/components/dashboard/form-field';
import { setColorMode, useColorMode } from '../stores/color-mode';

/** Light or dark, applied at once and remembered in this browser. */
export function ThemePicker() {
  const { t } = useTranslation('dashboard-settings');
  const mode = useColorMode();
  return (
    <FormField label={t('theme.label')}>
      <ChoiceSelect
        name="theme"
        value={mode}
        onValueChange={(value) => setColorMode(value === 'dark' ? 'dark' : 'light')}
        choices={[
          { value: 'light', label: t('theme.light') },
          { value: 'dark', label: t('theme.dark') },
        ]}
      />
    </FormField>
  );
}
