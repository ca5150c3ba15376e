import { EVIDENCE_GRADES } from '@contract/evidence';
import { INTERACTION_LIKELIHOODS, INTERACTION_SEVERITIES, interactionSchema, type InteractionData } from '@contract/interactions';
import type { InteractionAdmin } from '@contract/interactions-answers';
import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { ReferenceRows, referenceValues, toReferenceRow, type ReferenceField, type ReferenceRow } from '@/components/dashboard/reference-rows';
import { Typeahead } from '@/components/dashboard/typeahead';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useGradeLabel } from '@/components/evidence/grade-badge';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { interactionKeys, interactionOptions } from '../api/interactions';
import { choiceOfOption, choiceOfSide, otherSideValues, OTHER_SIDE_KINDS, supplementSideValues, SUPPLEMENT_SIDE_KINDS, type SideChoice } from '../sides';

export const INTERACTIONS_PATH = '/dashboard/interacoes';

interface TextValues {
  severity: string;
  likelihood: string;
  evidence: string;
  mechanism: string;
  management: string;
  timing: string;
}

const textValuesOf = (item?: InteractionAdmin): TextValues => ({
  severity: item?.severity ?? '',
  likelihood: item?.likelihood ?? '',
  evidence: item?.evidence ?? '',
  mechanism: item?.mechanism ?? '',
  management: item?.management ?? '',
  timing: item?.timing ?? '',
});

interface InteractionFormProps {
  item?: InteractionAdmin;
  busy: boolean;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: { id?: number; data: InteractionData }, leave: () => void) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/**
 * An interaction: the supplement side (a supplement or one of its chemical forms) and the other side
 * (a supplement or form, a drug, a drug class or a condition), each picked by typeahead; severity with
 * what it asks, likelihood, evidence grade, mechanism, management, timing and references. The shared
 * schema checks everything before any request; the server's Portuguese messages show by their fields;
 * an edit sends the revision it loaded; leaving with unsaved changes asks first.
 */
export function InteractionForm({ item, busy, serverError, onSubmit, onReload, onDismissError }: InteractionFormProps) {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard', 'evidence']);
  const gradeLabel = useGradeLabel();
  const [initial] = useState(() => ({
    supplement: item ? choiceOfSide(item.supplement) : null,
    other: item ? choiceOfSide(item.other) : null,
    texts: textValuesOf(item),
    references: (item?.references ?? []).map((reference) => toReferenceRow(reference)),
  }));
  const [supplement, setSupplement] = useState<SideChoice | null>(initial.supplement);
  const [other, setOther] = useState<SideChoice | null>(initial.other);
  const [texts, setTexts] = useState<TextValues>(initial.texts);
  const [references, setReferences] = useState<ReferenceRow[]>(initial.references);
  const { formRef, errors, check, clear, reset } = useFormErrors('every-path', { serverError });
  const dirty =
    supplement?.key !== initial.supplement?.key ||
    other?.key !== initial.other?.key ||
    (Object.keys(texts) as (keyof TextValues)[]).some((field) => texts[field] !== initial.texts[field]) ||
    JSON.stringify(referenceValues(references)) !== JSON.stringify(referenceValues(initial.references));
  const guard = useUnsavedChangesGuard(dirty);

  const setText = (field: keyof TextValues, value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const editReference = (index: number, field: ReferenceField, value: string) => {
    setReferences((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clear(`references.${index}.${field}`);
  };
  const restructure = (next: ReferenceRow[]) => {
    setReferences(next);
    reset();
  };

  const checkAndSave = async () => {
    const data = await check(interactionSchema, {
      ...supplementSideValues(supplement),
      ...otherSideValues(other),
      ...texts,
      references: referenceValues(references),
      revision: item?.revision,
    });
    if (data) onSubmit({ id: item?.id, data }, () => guard.leave(INTERACTIONS_PATH));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void checkAndSave();
  };

  const kindLabel = (choice: SideChoice) => t(`kinds.${choice.kind}`);
  const severityName = (value: string) => t(`evidence:severity.${value}`);
  const severityMeaning = texts.severity ? t('severity.meaning', { name: severityName(texts.severity), action: t(`evidence:severityAction.${texts.severity}`) }) : t('form.severityHint');

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={item ? t('editor.editTitle') : t('editor.createTitle')}>
      <Stack gap="5" bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" borderColor="teal.line">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('form.supplement')} error={errors.supplement_id ?? errors.form_id} required helperText={t('form.supplementHint')}>
            <Typeahead
              name="supplement"
              value={supplement}
              onChange={(choice) => {
                setSupplement(choice);
                clear('supplement_id');
                clear('form_id');
              }}
              queryKey={interactionKeys.options(SUPPLEMENT_SIDE_KINDS)}
              fetchOptions={async (term) => (await interactionOptions(term, SUPPLEMENT_SIDE_KINDS)).map((option) => withKind(choiceOfOption(option), kindLabel))}
              placeholder={t('form.supplementPlaceholder')}
            />
          </FormField>
          <FormField label={t('form.other')} error={errors.other_id ?? errors.other_kind ?? errors.other_form_id} required helperText={t('form.otherHint')}>
            <Typeahead
              name="other"
              value={other}
              onChange={(choice) => {
                setOther(choice);
                clear('other_id');
                clear('other_kind');
                clear('other_form_id');
              }}
              queryKey={interactionKeys.options(OTHER_SIDE_KINDS)}
              fetchOptions={async (term) => (await interactionOptions(term, OTHER_SIDE_KINDS)).map((option) => withKind(choiceOfOption(option), kindLabel))}
              placeholder={t('form.otherPlaceholder')}
            />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('form.severity')} error={errors.severity} required helperText={severityMeaning}>
            <ChoiceSelect
              name="severity"
              value={texts.severity}
              onValueChange={(value) => setText('severity', value)}
              placeholder={t('dashboard:choose')}
              choices={INTERACTION_SEVERITIES.map((value) => ({ value, label: t('severity.choice', { name: severityName(value), action: t(`evidence:severityAction.${value}`) }) }))}
            />
          </FormField>
          <FormField label={t('form.likelihood')} error={errors.likelihood} required>
            <ChoiceSelect
              name="likelihood"
              value={texts.likelihood}
              onValueChange={(value) => setText('likelihood', value)}
              placeholder={t('dashboard:choose')}
              choices={INTERACTION_LIKELIHOODS.map((value) => ({ value, label: t(`likelihood.${value}`) }))}
            />
          </FormField>
          <FormField label={t('form.evidence')} error={errors.evidence} required>
            <ChoiceSelect
              name="evidence"
              value={texts.evidence}
              onValueChange={(value) => setText('evidence', value)}
              placeholder={t('dashboard:choose')}
              choices={EVIDENCE_GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('form.mechanism')} error={errors.mechanism} required>
          <Textarea name="mechanism" rows={4} value={texts.mechanism} onChange={(event) => setText('mechanism', event.target.value)} />
        </FormField>
        <FormField label={t('form.management')} error={errors.management} required helperText={t('form.managementHint')}>
          <Textarea name="management" rows={4} value={texts.management} onChange={(event) => setText('management', event.target.value)} />
        </FormField>
        <FormField label={t('form.timing')} error={errors.timing} helperText={t('form.timingHint')}>
          <Input name="timing" value={texts.timing} onChange={(event) => setText('timing', event.target.value)} autoComplete="off" />
        </FormField>
        <Box>
          <Heading as="h2" size="sm" mb="3">
            {t('form.references')}
          </Heading>
          <ReferenceRows rows={references} errors={errors} onEdit={editReference} onRestructure={restructure} />
        </Box>
        <Flex justify="flex-end" gap="3">
          <Button type="button" variant="outline" onClick={() => guard.request(INTERACTIONS_PATH)}>
            {t('dashboard:cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('dashboard:save')}
          </Button>
        </Flex>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('form.supplement'), supplement ? sideText(supplement) : ''],
          [t('form.other'), other ? sideText(other) : ''],
          [t('form.severity'), texts.severity ? severityName(texts.severity) : ''],
          [t('form.likelihood'), texts.likelihood ? t(`likelihood.${texts.likelihood}`) : ''],
          [t('form.evidence'), texts.evidence],
          [t('form.mechanism'), texts.mechanism],
          [t('form.management'), texts.management],
          [t('form.timing'), texts.timing],
          ...referenceValues(references).map((reference, index) => [t('dashboard:references.item', { number: index + 1 }), referenceLine(reference)] as const),
        ])}
        onReload={() => {
          guard.disarm();
          onReload();
        }}
        onClose={onDismissError}
      />
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}

/** The option's kind beside its own detail ('Medicamento · Marevan'), so a drug and a supplement of one name are told apart. */
function withKind(choice: SideChoice, kindLabel: (choice: SideChoice) => string): SideChoice {
  return { ...choice, detail: [kindLabel(choice), choice.detail].filter(Boolean).join(' · ') };
}

const sideText = (choice: SideChoice) => (choice.detail ? `${choice.label} (${choice.detail})` : choice.label);

const referenceLine = (reference: ReturnType<typeof referenceValues>[number]) =>
  [reference.authors, reference.title, reference.journal, reference.year, reference.doi && `DOI ${reference.doi}`, reference.pmid && `PMID ${reference.pmid}`].filter(Boolean).join('. ');
