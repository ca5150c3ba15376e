import { Box, Button, chakra, Field, Grid, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { POPULATION_GROUP_NAMES, POPULATION_GROUPS, type PopulationGroup } from '@contract/doses';
import { formulaSchema, PHARMACEUTICAL_FORM_NAMES, PHARMACEUTICAL_FORMS, type FormulaData, type PharmaceuticalForm } from '@contract/formulas';
import type { FormulaComputeAnswer, Prescriber, SavedFormula } from '@contract/formulas-answers';
import type { InteractionCheckAnswer } from '@contract/interactions-answers';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictDialog, unsavedFields } from '@/components/edit-conflict-dialog';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { useFormulaCompute, usePrescriber, useSavedFormulaComputed, useSaveFormula } from '../api/formulas';
import { comparable, computeRequest, FORMULAS_PATH, errorsOnRows, newRow, parseDecimal, saveInput, type BuilderValues, type Picked } from '../formula-values';
import { ComponentRows } from './component-rows';
import { FormulaResults } from './formula-results';
import { CataloguePicker, type CatalogueOption } from '@/components/catalogue-picker';
import { PrescriberDialog } from './prescriber-dialog';
import { Prescription } from './prescription';
import { TotalsBar } from './totals-bar';

const COMPUTE_DELAY_MS = 400;
const FORM_KINDS = ['form'] as const;
const PATIENT_KINDS = ['drug', 'condition'] as const;

interface FormulaBuilderProps {
  /** The saved formula being edited; undefined for a new one. */
  saved: SavedFormula | undefined;
  initial: BuilderValues;
  /** A template's composition rows with no chemical form in the catalogue: to add by hand. */
  unmapped?: readonly string[];
  /** Offline: the saved formula is shown as it was last opened, nothing can be changed. */
  readOnly: boolean;
  renderInteractions: (interactions: InteractionCheckAnswer) => ReactNode;
  /** After an edit conflict: load the version saved meanwhile. */
  onReload: () => void;
}

const languageOf = (language: string | undefined): 'pt' | 'en' => (language?.startsWith('en') ? 'en' : 'pt');
/** Unit dosage forms a compounding pharmacy fills with excipient ('Excipiente q.s.p. 1 cápsula'). */
const SOLID_FORMS: ReadonlySet<PharmaceuticalForm> = new Set(['capsula', 'sache', 'comprimido']);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The formula builder: the patient's group, the components (chemical form, amount, unit), the
 * pharmaceutical form and posology, the patient's drugs and conditions, names and notes. Each change
 * that can be computed is sent once the typing pauses (POST formulas/compute); the totals, marks,
 * interactions, posology and quantity are the API's answer. Saving checks everything with the shared
 * schema; an edit sends the revision it loaded (a 409 opens the conflict dialog with the unsaved
 * values); leaving with unsaved changes asks first. 'Imprimir receita' asks for the council
 * registration once, then prints the prescription.
 */
export function FormulaBuilder({ saved, initial, unmapped = [], readOnly, renderInteractions, onReload }: FormulaBuilderProps) {
  const { t, i18n } = useTranslation('formulas');
  const language = languageOf(i18n.resolvedLanguage);
  const [values, setValues] = useState<BuilderValues>(initial);
  const save = useSaveFormula();
  const { formRef, errors, check, clear, reset } = useFormErrors('every-path', { serverError: save.error });
  const dirty = !readOnly && comparable(values) !== comparable(initial);
  const guard = useUnsavedChangesGuard(dirty);
  const formPicker = useRef<HTMLInputElement>(null);
  // Offline it is the device's copy (the service worker keeps it): a saved formula prints offline too.
  const prescriber = usePrescriber();
  const [askingCouncil, setAskingCouncil] = useState(false);

  // What to compute: once the typing pauses, one request per distinct formula.
  const request = computeRequest(values);
  const settledKey = useDebouncedValue(JSON.stringify(request), COMPUTE_DELAY_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as ReturnType<typeof computeRequest>, [settledKey]);
  // A saved formula as it was saved is read by GET (kept by the service worker for reading offline).
  const asSaved = saved !== undefined && !dirty;
  const savedComputed = useSavedFormulaComputed(saved?.id ?? null, asSaved);
  const compute = useFormulaCompute(asSaved ? null : (settled?.input ?? null));
  const shownQuery = asSaved ? savedComputed : compute;
  const answer: FormulaComputeAnswer | undefined = shownQuery.data;
  const computeErrors = !asSaved && compute.error instanceof ApiError && compute.error.errors && settled ? errorsOnRows(compute.error.errors, settled.rows) : {};

  useEffect(() => {
    if (shownQuery.error) handleApiError(shownQuery.error, t('results.failed'));
  }, [shownQuery.error, t]);

  const fieldError = (key: string): string | undefined => (errors as Record<string, string | undefined>)[key] ?? computeErrors[key];
  const set = <K extends keyof BuilderValues>(field: K, value: BuilderValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  // The row whose amount gets the focus once it is on screen (the picker may add from a late answer,
  // after a frame has passed, so the focus follows the render that shows the row, not the next frame).
  const focusAmountOf = useRef<string | null>(null);
  useEffect(() => {
    const key = focusAmountOf.current;
    if (!key) return;
    const amount = formRef.current?.querySelector<HTMLInputElement>(`[data-row-amount="${key}"]`);
    if (!amount) return;
    focusAmountOf.current = null;
    amount.focus();
  });

  const addForm = (option: CatalogueOption) => {
    // The form's own units: a unit that does not apply (UI without a UI factor) is never its default.
    const row = newRow({ form: { id: option.id, name: option.name, detail: option.detail, ...(option.units ? { units: option.units.offered } : {}) }, ...(option.units ? { unit: option.units.default } : {}) });
    setValues((current) => ({ ...current, components: [...current.components, row] }));
    clear('components');
    // The amount is what comes next: the focus goes there.
    focusAmountOf.current = row.key;
  };
  const removeRow = (index: number) => {
    setValues((current) => ({ ...current, components: current.components.filter((_, at) => at !== index) }));
    reset();
    formPicker.current?.focus();
  };
  const addPatientItem = (option: Picked & { kind: string }) => {
    const item = { id: option.id, name: option.name, detail: option.detail };
    if (option.kind === 'drug') set('drugs', [...values.drugs, item]);
    else set('conditions', [...values.conditions, item]);
  };

  const waiting = values.population === '' ? t('results.choosePopulation') : values.components.length === 0 ? t('results.addComponent') : request === null ? t('results.completeComponents') : null;

  const checkAndSave = async () => {
    const data: FormulaData | undefined = await check(formulaSchema, saveInput(values, saved?.revision));
    if (!data) return;
    save.mutate(
      { id: saved?.id ?? null, data },
      {
        // A new formula gets its address; an edited one stays (the builder starts again from the saved revision).
        onSuccess: (result) => guard.leave(`${FORMULAS_PATH}/${result.item.id}`),
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending && !readOnly) void checkAndSave();
  };

  const print = () => {
    if (prescriber.data && prescriber.data.council) window.print();
    else setAskingCouncil(true);
  };
  const printWith = (_data: Prescriber) => {
    setAskingCouncil(false);
    // After the dialog has closed, so it is not on the page.
    setTimeout(() => window.print(), 300);
  };

  const unitName = PHARMACEUTICAL_FORM_NAMES[values.pharmaceutical_form][language][0];
  const stale = shownQuery.isPlaceholderData || (shownQuery.isFetching && !asSaved);
  const populationName = (group: PopulationGroup) => POPULATION_GROUP_NAMES[group][language];
  const formName = (form: PharmaceuticalForm) => capitalised(PHARMACEUTICAL_FORM_NAMES[form][language][0]);
  const printable = values.components.filter((row) => row.form && parseDecimal(row.amount) !== undefined).map((row) => ({ formId: row.form?.id ?? 0, name: row.form?.name ?? '', amount: parseDecimal(row.amount) ?? 0, unit: row.unit }));
  const chosenPatient = new Set([...values.drugs.map((drug) => `drug:${drug.id}`), ...values.conditions.map((condition) => `condition:${condition.id}`)]);

  return (
    <>
      <Prescription
        prescriber={prescriber.data}
        patientName={values.patient_name}
        components={printable}
        answer={answer}
        notes={values.notes}
        excipientUnit={SOLID_FORMS.has(values.pharmaceutical_form) ? PHARMACEUTICAL_FORM_NAMES[values.pharmaceutical_form][language][0] : undefined}
      />
      <Grid className="no-print" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <form ref={formRef} onSubmit={submit} noValidate aria-label={saved ? t('editor.editTitle') : t('editor.createTitle')}>
          {readOnly ? (
            <Text role="note" mb="4" p="3" bg="orange.subtle" borderRadius="md">
              {t('editor.readOnly')}
            </Text>
          ) : null}
          <chakra.fieldset disabled={readOnly} border="0" m="0" p="0" minW="0">
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={Boolean(fieldError('name'))} required>
                  <Field.Label>
                    {t('fields.name')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="name" value={values.name} autoComplete="off" onChange={(event) => set('name', event.target.value)} />
                  <Field.ErrorText>{fieldError('name')}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(fieldError('patient_name'))}>
                  <Field.Label>{t('fields.patient')}</Field.Label>
                  <Input name="patient_name" value={values.patient_name} autoComplete="off" onChange={(event) => set('patient_name', event.target.value)} />
                  <Field.ErrorText>{fieldError('patient_name')}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={Boolean(fieldError('population'))} required>
                <Field.Label>
                  {t('fields.population')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="population" value={values.population} onChange={(event) => set('population', event.target.value as PopulationGroup | '')}>
                    <option value="">{t('choose')}</option>
                    {POPULATION_GROUPS.map((group) => (
                      <option key={group} value={group}>
                        {populationName(group)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{fieldError('population')}</Field.ErrorText>
              </Field.Root>

              <Box as="section" aria-labelledby="formula-components">
                <Heading as="h2" id="formula-components" size="md" color="teal.ink" mb="3">
                  {t('components.heading')}
                </Heading>
                <Stack gap="3">
                  {readOnly ? null : (
                    <CataloguePicker
                      ref={formPicker}
                      label={t('components.add')}
                      hint={t('components.addHint')}
                      placeholder={t('components.addPlaceholder')}
                      kinds={FORM_KINDS}
                      chosen={new Set(values.components.flatMap((row) => (row.form ? [`form:${row.form.id}`] : [])))}
                      onAdd={addForm}
                      error={fieldError('components')}
                    />
                  )}
                  {unmapped.length > 0 ? (
                    <Box p="3" bg="teal.wash" borderRadius="md">
                      <Text fontWeight="semibold">{t('template.unmapped')}</Text>
                      <Stack as="ul" ps="5" listStyleType="disc" gap="0">
                        {unmapped.map((row) => (
                          <li key={row}>{row}</li>
                        ))}
                      </Stack>
                    </Box>
                  ) : null}
                  <ComponentRows
                    rows={values.components}
                    errors={{ ...computeErrors, ...(errors as Record<string, string | undefined>) }}
                    readOnly={readOnly}
                    onChange={(index, row) => {
                      setValues((current) => ({ ...current, components: current.components.map((old, at) => (at === index ? row : old)) }));
                      clear(`components.${index}.amount`);
                      clear(`components.${index}.unit`);
                    }}
                    onRemove={removeRow}
                  />
                </Stack>
              </Box>

              <Box as="section" aria-labelledby="formula-posology">
                <Heading as="h2" id="formula-posology" size="md" color="teal.ink" mb="3">
                  {t('posology.heading')}
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
                  <Field.Root invalid={Boolean(fieldError('pharmaceutical_form'))} required>
                    <Field.Label>{t('fields.pharmaceuticalForm')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="pharmaceutical_form" value={values.pharmaceutical_form} onChange={(event) => set('pharmaceutical_form', event.target.value as PharmaceuticalForm)}>
                        {PHARMACEUTICAL_FORMS.map((form) => (
                          <option key={form} value={form}>
                            {formName(form)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{fieldError('pharmaceutical_form')}</Field.ErrorText>
                  </Field.Root>
                  {(['units_per_dose', 'doses_per_day', 'duration_days'] as const).map((field) => (
                    <Field.Root key={field} invalid={Boolean(fieldError(field))} required>
                      <Field.Label>{t(`fields.${field}`)}</Field.Label>
                      <Input name={field} inputMode="numeric" autoComplete="off" value={values[field]} onChange={(event) => set(field, event.target.value)} />
                      <Field.ErrorText>{fieldError(field)}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </SimpleGrid>
              </Box>

              <Box as="section" aria-labelledby="formula-patient">
                <Heading as="h2" id="formula-patient" size="md" color="teal.ink" mb="3">
                  {t('patient.heading')}
                </Heading>
                <Stack gap="3">
                  {readOnly ? null : (
                    <CataloguePicker
                      label={t('patient.add')}
                      hint={t('patient.addHint')}
                      placeholder={t('patient.addPlaceholder')}
                      kinds={PATIENT_KINDS}
                      chosen={chosenPatient}
                      onAdd={(option) => addPatientItem({ kind: option.kind, id: option.id, name: option.name, detail: option.detail })}
                    />
                  )}
                  <PatientItems
                    label={t('patient.drugs')}
                    items={values.drugs}
                    readOnly={readOnly}
                    errors={(index) => fieldError(`drug_ids.${index}`)}
                    onRemove={(index) => set('drugs', values.drugs.filter((_, at) => at !== index))}
                  />
                  <PatientItems
                    label={t('patient.conditions')}
                    items={values.conditions}
                    readOnly={readOnly}
                    errors={(index) => fieldError(`condition_ids.${index}`)}
                    onRemove={(index) => set('conditions', values.conditions.filter((_, at) => at !== index))}
                  />
                </Stack>
              </Box>

              <Field.Root invalid={Boolean(fieldError('notes'))}>
                <Field.Label>{t('fields.notes')}</Field.Label>
                <Textarea name="notes" rows={3} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
                <Field.ErrorText>{fieldError('notes')}</Field.ErrorText>
              </Field.Root>
            </Stack>
          </chakra.fieldset>
          <HStack mt="6" gap="3" wrap="wrap">
            {readOnly ? null : (
              <Button type="submit" loading={save.isPending}>
                {t('actions.save')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={print} disabled={!answer || printable.length === 0}>
              {t('actions.print')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => guard.request(FORMULAS_PATH)}>
              {t('actions.back')}
            </Button>
          </HStack>
          <EditConflictDialog
            error={save.error}
            unsaved={unsavedFields([
              [t('fields.name'), values.name],
              [t('fields.patient'), values.patient_name],
              [t('fields.population'), values.population ? populationName(values.population) : ''],
              ...values.components.map((row) => [row.form?.name ?? '', `${row.amount} ${row.unit}`] as const),
              [t('fields.pharmaceuticalForm'), formName(values.pharmaceutical_form)],
              [t('fields.units_per_dose'), values.units_per_dose],
              [t('fields.doses_per_day'), values.doses_per_day],
              [t('fields.duration_days'), values.duration_days],
              [t('patient.drugs'), values.drugs.map((drug) => drug.name).join(', ')],
              [t('patient.conditions'), values.conditions.map((condition) => condition.name).join(', ')],
              [t('fields.notes'), values.notes],
            ])}
            onReload={() => {
              guard.disarm();
              save.reset();
              onReload();
            }}
            onClose={save.reset}
          />
          <UnsavedChangesDialog guard={guard} />
          <PrescriberDialog open={askingCouncil} prescriber={prescriber.data} onClose={() => setAskingCouncil(false)} onSaved={printWith} />
        </form>
        {/* On a phone, between the form and the full results: kept in view while the form is edited. */}
        <TotalsBar unitName={unitName} answer={answer} stale={stale} waiting={answer ? null : waiting} failed={shownQuery.isError} />
        <Box position={{ lg: 'sticky' }} top={{ lg: '9rem' }}>
          <FormulaResults unitName={unitName} answer={answer} stale={stale} waiting={answer ? null : waiting} failed={shownQuery.isError} renderInteractions={renderInteractions} />
        </Box>
      </Grid>
    </>
  );
}

function PatientItems({ label, items, readOnly, errors, onRemove }: { label: string; items: readonly Picked[]; readOnly: boolean; errors: (index: number) => string | undefined; onRemove: (index: number) => void }) {
  const { t } = useTranslation('formulas');
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </Text>
      <HStack as="ul" aria-label={label} listStyleType="none" gap="2" wrap="wrap">
        {items.map((item, index) => (
          <HStack as="li" key={item.id} gap="1" ps="3" pe={readOnly ? '3' : '1'} py="1" borderWidth="1px" borderColor={errors(index) ? 'border.error' : 'teal.line'} borderRadius="full" bg="bg.panel">
            <Text>{item.name}</Text>
            {errors(index) ? (
              <Text fontSize="sm" color="fg.error">
                {errors(index)}
              </Text>
            ) : null}
            {readOnly ? null : (
              <Button size="xs" variant="ghost" onClick={() => onRemove(index)} aria-label={t('patient.remove', { name: item.name })}>
                ×
              </Button>
            )}
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
