import { useTranslation } from 'react-i18next';

/** A stored field's name in words for the history ('management' → 'conduta'); an unknown one with its underscores as spaces. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('dashboard-interactions');
  return (field) => t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
}
