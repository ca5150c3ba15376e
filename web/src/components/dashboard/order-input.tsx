import { Flex, Input, Text } from '@chakra-ui/react';
import { MAX_ORDER, MIN_ORDER } from '@contract/catalogue-fields';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OrderInputProps {
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** The display order, a number from 1 to 1000 typed in, with its ordinal (spec section 9: '1ª') beside it. */
export const OrderInput = forwardRef<HTMLInputElement, OrderInputProps>(function OrderInput({ name = 'order', value, onValueChange }, ref) {
  const { t } = useTranslation('dashboard');
  const ordinalId = useId();
  const whole = /^\d+$/.test(value) ? Number(value) : null;
  const shown = whole !== null && whole >= MIN_ORDER && whole <= MAX_ORDER;
  return (
    <Flex align="center" gap="3">
      <Input
        ref={ref}
        name={name}
        type="number"
        inputMode="numeric"
        min={MIN_ORDER}
        max={MAX_ORDER}
        step={1}
        maxW="32"
        placeholder={t('order.placeholder', { min: MIN_ORDER, max: MAX_ORDER })}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={ordinalId}
      />
      <Text id={ordinalId} aria-live="polite" color="fg.muted" minW="12">
        {shown ? t('order.choice', { order: whole }) : t('order.range', { min: MIN_ORDER, max: MAX_ORDER })}
      </Text>
    </Flex>
  );
});
