import { MAX_ORDER, MIN_ORDER } from '@contract/catalogue-fields';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from './choice-select';

interface OrderSelectProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** The display order, 1ª to 1000ª (spec section 9). */
export function OrderSelect({ value, onValueChange }: OrderSelectProps) {
  const { t } = useTranslation('dashboard');
  const choices = useMemo(
    () => Array.from({ length: MAX_ORDER - MIN_ORDER + 1 }, (_, index) => {
      const order = String(MIN_ORDER + index);
      return { value: order, label: t('order.choice', { order }) };
    }),
    [t],
  );
  return <ChoiceSelect name="order" value={value} onValueChange={onValueChange} choices={choices} placeholder={t('choose')} />;
}
