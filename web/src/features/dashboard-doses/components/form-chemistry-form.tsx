import { Box, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FORM_BASES, supplementFormCreateSchema, supplementFormSchema, type FormBasisKey } from '@contract/doses';
import type { SupplementFormEditable } from '@contract/doses-answers';
import { formulaProblem } from '@chemistry/formula-problem';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, useYesNoChoices } from '@/components/dashboard/choice-select';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { Typeahead, type TypeaheadOption } from '@/components/dashboard/typeahead';
import { useFormErrors } from '@/hooks/use-form-errors';
import { doseKeys, nutrientOptions, type FormSave } from '../api/nutrients';
import { parseNumber } from '../nutrient-values';
import { FormulaPreview } from './formula-preview';

/** A nutrient choice, with the element its fraction is computed for (the live preview). */
type NutrientOption = TypeaheadOption & { element: string | null };

interface ChemistryText {
  name: string;
  name_en: string;
  formula: string;
  sourceKey: string;
  sourceTitle: string;
  sourceUrl: string;
  nutrient: NutrientOption | null;
  basis: string;
  moiety_formula: string;
  iu_factor: string;
  intake_factor: string;
  counts: string;
}

const chemistryText = (form: SupplementFormEditable | null): ChemistryText => ({
  name: form?.name ?? '',
  name_en: form?.name_en ?? '',
  formula: form?.formula ?? '',
  sourceKey: form?.formula_source?.key ?? '',
  sourceTitle: form?.formula_source?.title ?? '',
  sourceUrl: form?.formula_source?.url ?? '',
  nutrient: form?.nutrient ? { key: String(form.nutrient.id), label: form.nutrient.name, element: form.nutrient.element } : null,
  basis: form?.basis ?? '',
  moiety_formula: form?.moiety_formula ?? '',
  iu_factor: form?.iu_factor == null ? '' : String(form.iu_factor).replace('.', ','),
  intake_factor: form?.intake_factor == null ? '' : String(form.intake_factor).replace('.', ','),
  counts: form === null || form.counts_toward_upper_level ? '1' : '0',
});

/** The formula fields checked by the parser the API uses, so an unknown symbol is refused under its field before saving. */
const parsedFormula = (field: typeof supplementFormSchema.shape.formula) =>
  field.superRefine((value, context) => {
    const problem = value === null ? null : formulaProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
const editSchema = supplementFormSchema.extend({ formula: parsedFormula(supplementFormSchema.shape.formula), moiety_formula: parsedFormula(supplementFormSchema.shape.moiety_formula) });
const createSchema = supplementFormCreateSchema.extend({ formula: parsedFormula(supplementFormCreateSchema.shape.formula), moiety_formula: parsedFormula(supplementFormCreateSchema.shape.moiety_formula) });

/** A source's key from its title when the form had none: 'PubChem: Magnesium glycinate' → 'pubchem-magnesium-glycinate'. */
export function keyFromTitle(title: string): string {
  const key = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return key || 'fonte';
}

/** What the form sends (checked first by `supplementFormSchema`). */
export function chemistryInput(values: ChemistryText, revision: number | undefined) {
  const hasSource = values.sourceTitle.trim() !== '' || values.sourceUrl.trim() !== '';
  return {
    name: values.name,
    name_en: values.name_en,
    formula: values.formula,
    formula_source: hasSource ? { key: values.sourceKey.trim() || keyFromTitle(values.sourceTitle), title: values.sourceTitle, url: values.sourceUrl } : null,
    nutrient_id: values.nutrient ? Number(values.nutrient.key) : null,
    basis: values.basis,
    moiety_formula: values.moiety_formula,
    iu_factor: parseNumber(values.iu_factor),
    intake_factor: parseNumber(values.intake_factor),
    counts_toward_upper_level: values.counts === '1',
    revision,
  };
}

interface FormChemistryFormProps {
  formId: string;
  /** The form edited, or null for a new form of `supplementId`. */
  item: SupplementFormEditable | null;
  supplementId: number;
  serverError: unknown;
  onSubmit: (save: FormSave) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/**
 * A chemical form's names and chemistry: the molecular formula with a live preview (as printed,
 * C₄H₈MgN₂O₄, its molar mass and the share counted as the nutrient, an unknown symbol flagged), the
 * source it was read in, the nutrient it delivers, how it counts toward it (explained in plain
 * words), the moiety's formula, the UI factor and whether the UL counts it. The API's messages show
 * at their fields.
 */
export function FormChemistryForm({ formId, item, supplementId, serverError, onSubmit, onReload, onDismissError }: FormChemistryFormProps) {
  const { t } = useTranslation(['dashboard-doses', 'dashboard']);
  const yesNo = useYesNoChoices();
  const [values, setValues] = useState<ChemistryText>(() => chemistryText(item));
  const { formRef, errors, check, clear } = useFormErrors('every-path', { serverError });
  const set = <K extends keyof ChemistryText>(field: K, value: ChemistryText[K], paths: string[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    paths.forEach(clear);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (item) {
      const data = await check(editSchema, chemistryInput(values, item.revision));
      if (data) onSubmit({ id: item.id, data });
    } else {
      const { revision: _none, ...fields } = chemistryInput(values, undefined);
      const data = await check(createSchema, { supplement_id: supplementId, ...fields });
      if (data) onSubmit({ data });
    }
  };
  const basis = (FORM_BASES as readonly string[]).includes(values.basis) ? (values.basis as FormBasisKey) : null;

  return (
    <form id={formId} ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={item ? t('forms.editTitle', { name: item.name }) : t('forms.createTitle')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('form.name')} error={errors.name} required>
            <Input name="name" value={values.name} onChange={(event) => set('name', event.target.value, ['name'])} autoComplete="off" />
          </FormField>
          <FormField label={t('form.name_en')} error={errors.name_en} required>
            <Input name="name_en" value={values.name_en} onChange={(event) => set('name_en', event.target.value, ['name_en'])} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <Box>
          <FormField label={t('forms.formula')} error={errors.formula} helperText={t('forms.formulaHint')}>
            <Input name="formula" fontFamily="mono" value={values.formula} onChange={(event) => set('formula', event.target.value, ['formula'])} autoComplete="off" spellCheck={false} />
          </FormField>
          <Box mt="2" p="3" borderWidth="1px" borderColor="teal.line" borderRadius="md" aria-live="polite" role="status" aria-label={t('forms.preview')}>
            <FormulaPreview formula={values.formula} basis={basis} moietyFormula={values.moiety_formula} nutrient={values.nutrient ? { name: values.nutrient.label, element: values.nutrient.element } : null} />
          </Box>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('forms.sourceTitle')} error={errors['formula_source.title'] ?? errors.formula_source ?? errors['formula_source.key']}>
            <Input name="source_title" value={values.sourceTitle} onChange={(event) => set('sourceTitle', event.target.value, ['formula_source', 'formula_source.title', 'formula_source.key'])} autoComplete="off" />
          </FormField>
          <FormField label={t('forms.sourceUrl')} error={errors['formula_source.url']}>
            <Input name="source_url" type="url" value={values.sourceUrl} onChange={(event) => set('sourceUrl', event.target.value, ['formula_source.url'])} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('forms.nutrient')} error={errors.nutrient_id} helperText={t('forms.nutrientHint')}>
          <Typeahead<NutrientOption>
            name="nutrient"
            value={values.nutrient}
            onChange={(option) => set('nutrient', option, ['nutrient_id'])}
            queryKey={doseKeys.nutrientOptions}
            fetchOptions={async (term) => (await nutrientOptions(term)).map((nutrient) => ({ key: String(nutrient.id), label: nutrient.name, detail: nutrient.unit, element: nutrient.element }))}
            placeholder={t('forms.nutrientPlaceholder')}
          />
        </FormField>
        <FormField label={t('forms.basis')} error={errors.basis} helperText={t(`forms.bases.${values.basis || 'none'}.hint`)}>
          <ChoiceSelect
            name="basis"
            value={values.basis}
            onValueChange={(value) => set('basis', value, ['basis', 'moiety_formula'])}
            placeholder={t('forms.bases.none.label')}
            choices={FORM_BASES.map((basis) => ({ value: basis, label: t(`forms.bases.${basis}.label`) }))}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('forms.moiety')} error={errors.moiety_formula} helperText={t('forms.moietyHint')}>
            <Input name="moiety_formula" fontFamily="mono" value={values.moiety_formula} onChange={(event) => set('moiety_formula', event.target.value, ['moiety_formula'])} autoComplete="off" spellCheck={false} />
          </FormField>
          <FormField label={t('forms.iuFactor')} error={errors.iu_factor} helperText={t('forms.iuFactorHint')}>
            <Input name="iu_factor" inputMode="decimal" value={values.iu_factor} onChange={(event) => set('iu_factor', event.target.value, ['iu_factor'])} autoComplete="off" />
          </FormField>
          <FormField label={t('forms.intakeFactor')} error={errors.intake_factor} helperText={t('forms.intakeFactorHint')}>
            <Input name="intake_factor" inputMode="decimal" value={values.intake_factor} onChange={(event) => set('intake_factor', event.target.value, ['intake_factor'])} autoComplete="off" />
          </FormField>
          <FormField label={t('forms.counts')} error={errors.counts_toward_upper_level} helperText={t('forms.countsHint')}>
            <ChoiceSelect name="counts_toward_upper_level" value={values.counts} onValueChange={(value) => set('counts', value, ['counts_toward_upper_level'])} choices={yesNo} />
          </FormField>
        </SimpleGrid>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('form.name'), values.name],
          [t('form.name_en'), values.name_en],
          [t('forms.formula'), values.formula],
          [t('forms.sourceTitle'), values.sourceTitle],
          [t('forms.sourceUrl'), values.sourceUrl],
          [t('forms.nutrient'), values.nutrient?.label ?? ''],
          [t('forms.basis'), values.basis ? t(`forms.bases.${values.basis}.label`) : ''],
          [t('forms.moiety'), values.moiety_formula],
          [t('forms.iuFactor'), values.iu_factor],
          [t('forms.intakeFactor'), values.intake_factor],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
