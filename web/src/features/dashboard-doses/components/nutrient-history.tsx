import { useTranslation } from 'react-i18next';
import { ItemHistory } from '@/components/dashboard/item-history';

/** A stored field's name in words for the history ('upper_level_scope' → 'limite superior se aplica a'). */
export function useDoseFieldLabel(): (field: string) => string {
  const { t } = useTranslation('dashboard-doses');
  return (field) => t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
}

/** 'Histórico' of a nutrient: its versions, newest first, and 'Restaurar'. */
export function NutrientHistory({ itemId, onRestored }: { itemId: number; onRestored: () => void }) {
  const fieldLabel = useDoseFieldLabel();
  return <ItemHistory type="nutrient" itemId={itemId} fieldLabel={fieldLabel} onRestored={onRestored} />;
}
