import { Box, Button, CloseButton, Flex, Grid, Heading, HStack, Input, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react';
import { NUTRIENT_UNITS, nutrientSchema, UPPER_LEVEL_SCOPES, type NutrientData, type PopulationGroup } from '@contract/doses';
import type { Nutrient } from '@contract/doses-answers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { EditableList } from '@/components/dashboard/editable-list';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { Typeahead, type TypeaheadOption } from '@/components/dashboard/typeahead';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useFormErrors } from '@/hooks/use-form-errors';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { api } from '@/lib/api-client';
import { doseKeys } from '../api/nutrients';
import { nutrientInput, nutrientText, sourceRow, type GroupText, type NutrientText, type SourceRow } from '../nutrient-values';
import { NUTRIENTS_PATH } from '../paths';
import { GroupDosesGrid } from './group-doses-grid';

type TextField = 'name' | 'name_en' | 'expressed_as' | 'expressed_as_en' | 'element';

interface NutrientFormProps {
  item?: Nutrient;
  busy: boolean;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: { id?: number; data: NutrientData }, leave: () => void) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/**
 * A nutrient's doses by population: names, unit and what the amounts count (pt and en), the element
 * (minerals), what the UL applies to, its supplements (typeahead), the eight groups' values and the
 * sources they cite. The shared schema checks everything before any request; the server's messages
 * show at their fields ('groups.gestantes.upper_level.source'); an edit sends the revision it loaded.
 */
export function NutrientForm({ item, busy, serverError, onSubmit, onReload, onDismissError }: NutrientFormProps) {
  const { t } = useTranslation(['dashboard-doses', 'doses', 'dashboard']);
  const queryClient = useQueryClient();
  const [initial] = useState(() => nutrientText(item));
  const [values, setValues] = useState<NutrientText>(initial);
  // Each supplement added empties the box (a fresh typeahead) and keeps the focus in it for the next.
  const [added, setAdded] = useState(0);
  const supplementInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (added > 0) supplementInput.current?.focus();
  }, [added]);
  const { formRef, errors, check, clear, reset } = useFormErrors('every-path', { serverError });
  const dirty = JSON.stringify(nutrientInput(values, undefined)) !== JSON.stringify(nutrientInput(initial, undefined));
  const guard = useUnsavedChangesGuard(dirty);

  const setText = (field: TextField | 'unit' | 'upper_level_scope', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setGroup = (group: PopulationGroup, next: GroupText, cleared: string[]) => {
    setValues((current) => ({ ...current, groups: { ...current.groups, [group]: next } }));
    cleared.forEach(clear);
  };
  const editSource = (index: number, field: 'key' | 'title' | 'url', value: string) => {
    setValues((current) => ({ ...current, sources: current.sources.map((row, at) => (at === index ? { ...row, [field]: value } : row)) }));
    clear(`sources.${index}.${field}`);
  };
  const restructureSources = (sources: SourceRow[]) => {
    setValues((current) => ({ ...current, sources }));
    reset();
  };
  const addSupplement = (option: TypeaheadOption | null) => {
    if (!option) return;
    const id = Number(option.key);
    setValues((current) => (current.supplements.some((supplement) => supplement.id === id) ? current : { ...current, supplements: [...current.supplements, { id, name: option.label }] }));
    clear('supplement_ids');
    setAdded((count) => count + 1);
  };
  const supplementOptions = async (term: string): Promise<TypeaheadOption[]> => {
    const all = await queryClient.fetchQuery({ queryKey: doseKeys.supplements, queryFn: async () => (await api.get('/selects/supplements')).data.items, staleTime: 60_000 });
    const wanted = term.toLocaleLowerCase('pt-BR');
    return all.filter((option) => option.name.toLocaleLowerCase('pt-BR').includes(wanted)).slice(0, 20).map((option) => ({ key: String(option.id), label: option.name }));
  };

  const checkAndSave = async () => {
    const data = await check(nutrientSchema, nutrientInput(values, item?.revision));
    if (data) onSubmit({ id: item?.id, data }, () => guard.leave(NUTRIENTS_PATH));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void checkAndSave();
  };

  const sourceChoices = values.sources.filter((source) => source.key.trim() !== '').map((source) => ({ value: source.key.trim(), label: source.title ? `${source.key} — ${source.title}` : source.key }));
  const textField = (field: TextField, required = true, helperText?: string) => (
    <FormField label={t(`form.${field}`)} error={errors[field]} required={required} helperText={helperText}>
      <Input name={field} value={values[field]} onChange={(event) => setText(field, event.target.value)} autoComplete="off" />
    </FormField>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={item ? t('editor.editTitle') : t('editor.createTitle')}>
      <Stack gap="6" bg="bg.panel" p={{ base: '4', md: '6' }} rounded="lg" borderWidth="1px" borderColor="teal.line">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('name')}
          {textField('name_en')}
          <FormField label={t('form.unit')} error={errors.unit} required>
            <ChoiceSelect name="unit" value={values.unit} onValueChange={(value) => setText('unit', value)} placeholder={t('dashboard:choose')} choices={NUTRIENT_UNITS.map((unit) => ({ value: unit, label: unit }))} />
          </FormField>
          {textField('element', false, t('form.elementHint'))}
          {textField('expressed_as', true, t('form.expressedAsHint'))}
          {textField('expressed_as_en')}
        </SimpleGrid>
        <FormField label={t('form.upper_level_scope')} error={errors.upper_level_scope} required helperText={values.upper_level_scope ? t(`scopes.${values.upper_level_scope}.hint`) : undefined}>
          <ChoiceSelect
            name="upper_level_scope"
            value={values.upper_level_scope}
            onValueChange={(value) => setText('upper_level_scope', value)}
            placeholder={t('dashboard:choose')}
            choices={UPPER_LEVEL_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}.label`) }))}
          />
        </FormField>
        <Box>
          <FormField label={t('form.supplements')} error={errors.supplement_ids} required helperText={t('form.supplementsHint')}>
            <Typeahead key={added} ref={supplementInput} name="supplements" value={null} onChange={addSupplement} queryKey={doseKeys.supplements} fetchOptions={supplementOptions} placeholder={t('form.supplementsPlaceholder')} />
          </FormField>
          {values.supplements.length > 0 && (
            <HStack as="ul" wrap="wrap" gap="2" mt="2" listStyle="none" aria-label={t('form.supplementsChosen')}>
              {values.supplements.map((supplement) => (
                <Tag.Root as="li" key={supplement.id} size="lg" colorPalette="teal">
                  <Tag.Label>{supplement.name}</Tag.Label>
                  <CloseButton
                    size="2xs"
                    aria-label={t('form.removeSupplement', { name: supplement.name })}
                    onClick={() => setValues((current) => ({ ...current, supplements: current.supplements.filter((other) => other.id !== supplement.id) }))}
                  />
                </Tag.Root>
              ))}
            </HStack>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {t('form.sources')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('form.sourcesHint')}
          </Text>
          <EditableList
            rows={values.sources.map((row) => ({ ...row, key: row.rowKey, sourceKey: row.key }))}
            itemLabel={(index) => t('form.source', { number: index + 1 })}
            emptyText={t('form.noSources')}
            addLabel={t('form.addSource')}
            newRow={() => {
              const row = sourceRow();
              return { ...row, key: row.rowKey, sourceKey: '' };
            }}
            onRestructure={(rows) => restructureSources(rows.map(({ sourceKey, title, url, key }) => ({ key: sourceKey, title, url, rowKey: key })))}
            renderFields={(row, index, label) => (
              <>
                <Text fontWeight="semibold">{label}</Text>
                <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr) minmax(0, 1fr)' }} gap="3">
                  <FormField label={t('form.sourceKey')} error={errors[`sources.${index}.key`]} required>
                    <Input value={row.sourceKey} onChange={(event) => editSource(index, 'key', event.target.value)} autoComplete="off" />
                  </FormField>
                  <FormField label={t('form.sourceTitle')} error={errors[`sources.${index}.title`]} required>
                    <Input value={row.title} onChange={(event) => editSource(index, 'title', event.target.value)} autoComplete="off" />
                  </FormField>
                  <FormField label={t('form.sourceUrl')} error={errors[`sources.${index}.url`]} required>
                    <Input type="url" value={row.url} onChange={(event) => editSource(index, 'url', event.target.value)} autoComplete="off" />
                  </FormField>
                </Grid>
              </>
            )}
          />
          {errors.sources && (
            <Text color="fg.error" fontSize="sm" mt="2">
              {errors.sources}
            </Text>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="sm" mb="1">
            {t('form.groups')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('form.groupsHint')}
          </Text>
          <GroupDosesGrid groups={values.groups} unit={values.unit} sourceChoices={sourceChoices} errors={errors} onChange={setGroup} />
        </Box>
        <Flex justify="flex-end" gap="3">
          <Button type="button" variant="outline" onClick={() => guard.request(NUTRIENTS_PATH)}>
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
          [t('form.name'), values.name],
          [t('form.name_en'), values.name_en],
          [t('form.unit'), values.unit],
          [t('form.expressed_as'), values.expressed_as],
          [t('form.expressed_as_en'), values.expressed_as_en],
          [t('form.element'), values.element],
          [t('form.supplements'), values.supplements.map((supplement) => supplement.name).join(', ')],
          [t('form.groups'), JSON.stringify(nutrientInput(values, undefined).groups)],
          ...values.sources.map((source, index) => [t('form.source', { number: index + 1 }), `${source.key}: ${source.title} (${source.url})`] as const),
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
