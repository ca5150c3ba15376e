import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AMOUNT_UNITS, type AmountUnit } from '@contract/formulas';
import { useTranslation } from 'react-i18next';
import type { ComponentRow } from '../formula-values';

interface ComponentRowsProps {
  rows: readonly ComponentRow[];
  /** Messages by path ('components.2.unit'), the browser's or the API's. */
  errors: Readonly<Record<string, string | undefined>>;
  readOnly: boolean;
  onChange: (index: number, row: ComponentRow) => void;
  onRemove: (index: number) => void;
}

/**
 * The formula's components: each chemical form with its amount per unit (Brazilian decimals, '0,5')
 * and its unit (mg, µg, UI), removed by its own button. Each row is a group named by its form, so
 * a screen reader hears which form an amount belongs to.
 */
export function ComponentRows({ rows, errors, readOnly, onChange, onRemove }: ComponentRowsProps) {
  const { t } = useTranslation('formulas');
  if (rows.length === 0) return <Text color="fg.muted">{t('components.empty')}</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label={t('components.list')}>
      {rows.map((row, index) => {
        const name = row.form ? row.form.name : t('components.unnamed');
        const amountError = errors[`components.${index}.amount`];
        const unitError = errors[`components.${index}.unit`];
        const formError = errors[`components.${index}.form_id`];
        return (
          <li key={row.key}>
          <Box role="group" aria-label={name} p="3" borderWidth="1px" borderColor={formError ? 'border.error' : 'teal.line'} borderRadius="md" bg="bg.panel">
            <Text fontWeight="semibold">
              {name}
              {row.form?.detail ? (
                <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                  {' '}
                  · {row.form.detail}
                </Text>
              ) : null}
            </Text>
            {formError ? (
              <Text fontSize="sm" color="fg.error">
                {formError}
              </Text>
            ) : null}
            <HStack mt="2" gap="3" align="start" wrap="wrap">
              <Field.Root invalid={Boolean(amountError)} flex="1" minW="7rem" readOnly={readOnly}>
                <Field.Label fontSize="sm">{t('components.amount')}</Field.Label>
                <Input
                  name={`components.${index}.amount`}
                  data-row-amount={row.key}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.amount}
                  placeholder="0,5"
                  onChange={(event) => onChange(index, { ...row, amount: event.target.value })}
                />
                {amountError ? <Field.ErrorText>{amountError}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root invalid={Boolean(unitError)} w="6.5rem" flex="none" disabled={readOnly}>
                <Field.Label fontSize="sm">{t('components.unit')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name={`components.${index}.unit`} value={row.unit} onChange={(event) => onChange(index, { ...row, unit: event.target.value as AmountUnit })}>
                    {(row.form?.units && row.form.units.includes(row.unit) ? row.form.units : AMOUNT_UNITS).map((unit) => (
                      <option key={unit} value={unit}>
                        {unit}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {readOnly ? null : (
                <Button alignSelf="end" variant="outline" colorPalette="red" size="md" onClick={() => onRemove(index)} aria-label={t('components.remove', { name })}>
                  {t('components.removeShort')}
                </Button>
              )}
            </HStack>
            {unitError ? (
              <Text fontSize="sm" color="fg.error" mt="1" role="alert">
                {unitError}
              </Text>
            ) : null}
          </Box>
          </li>
        );
      })}
    </Stack>
  );
}
