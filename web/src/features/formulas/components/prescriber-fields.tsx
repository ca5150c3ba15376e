import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { BRAZILIAN_STATES, COUNCILS, CRN_REGIONS, CRN_REGION_NUMBERS, prescriberSchema, type PrescriberData } from '@contract/formulas';
import type { Prescriber } from '@contract/formulas-answers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useSavePrescriber } from '../api/formulas';

const FIELDS = ['council', 'number', 'region', 'state', 'contact'] as const;

interface PrescriberFieldsProps {
  prescriber: Prescriber | undefined;
  /** Called with the saved registration. */
  onSaved?: (data: Prescriber) => void;
  submitLabel: string;
}

/** The council registration printed on prescriptions: CRN with its region (1–11, listing the states each covers), CRM or CRF with the state (UF); and the number. */
export function PrescriberFields({ prescriber, onSaved, submitLabel }: PrescriberFieldsProps) {
  const { t } = useTranslation('formulas');
  const save = useSavePrescriber();
  const [values, setValues] = useState({
    council: prescriber?.council ?? '',
    number: prescriber?.number ?? '',
    region: prescriber?.region ? String(prescriber.region) : '',
    state: prescriber?.state ?? '',
    contact: prescriber?.contact ?? '',
  });
  const { formRef, errors, check, clear } = useFormErrors(FIELDS, { serverError: save.error });
  const set = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const where = values.council === 'CRN' ? { region: values.region || undefined } : { state: values.state || undefined };
    const input = { council: values.council, number: values.number, ...where, contact: values.contact };
    const data: PrescriberData | undefined = await check(prescriberSchema, input);
    if (data) save.mutate(data, { onSuccess: (answer) => onSaved?.(answer.item) });
  };
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t('prescriber.heading')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root invalid={Boolean(errors.council)} required>
            <Field.Label>{t('prescriber.council')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="council" value={values.council} onChange={(event) => set('council', event.target.value)}>
                <option value="">{t('choose')}</option>
                {COUNCILS.map((council) => (
                  <option key={council} value={council}>
                    {council}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.council}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.number)} required>
            <Field.Label>{t('prescriber.number')}</Field.Label>
            <Input name="number" value={values.number} inputMode="numeric" autoComplete="off" onChange={(event) => set('number', event.target.value)} />
            <Field.ErrorText>{errors.number}</Field.ErrorText>
          </Field.Root>
          {values.council === 'CRN' ? (
            <Field.Root invalid={Boolean(errors.region)} required>
              <Field.Label>{t('prescriber.region')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="region" value={values.region} onChange={(event) => set('region', event.target.value)}>
                  <option value="">{t('choose')}</option>
                  {CRN_REGION_NUMBERS.map((region) => (
                    <option key={region} value={String(region)}>
                      {t('prescriber.regionOption', { region, states: (CRN_REGIONS[region] ?? []).join(', ') })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.region}</Field.ErrorText>
            </Field.Root>
          ) : (
            <Field.Root invalid={Boolean(errors.state)} required>
              <Field.Label>{t('prescriber.state')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="state" value={values.state} onChange={(event) => set('state', event.target.value)}>
                  <option value="">{t('choose')}</option>
                  {BRAZILIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.state}</Field.ErrorText>
            </Field.Root>
          )}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.contact)}>
          <Field.Label>{t('prescriber.contact')}</Field.Label>
          <Input name="contact" value={values.contact} autoComplete="off" maxLength={160} onChange={(event) => set('contact', event.target.value)} />
          <Field.HelperText>{t('prescriber.contactHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.contact}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="start" loading={save.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
