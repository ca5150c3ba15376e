import { NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  /** The empty first option ('Selecione'), which leaves the field unanswered. */
  placeholder?: string;
  disabled?: boolean;
}

/** A native select (accessible and light) for the dashboard's fixed choices. */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoiceSelectProps>(function ChoiceSelect(
  { name, value, onValueChange, choices, placeholder, disabled },
  ref,
) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field ref={ref} name={name} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

/** 'Sim' (1) and 'Não' (0), the answers of the dashboard's yes/no fields. */
export function useYesNoChoices(): Choice[] {
  const { t } = useTranslation('dashboard');
  return [
    { value: '1', label: t('yes') },
    { value: '0', label: t('no') },
  ];
}
