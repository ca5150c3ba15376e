import { drugSchema, type DrugData } from '@contract/drugs';
import type { DrugAdmin } from '@contract/drugs-answers';
import { Box, Checkbox, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { clinicalListKeys, drugClassOptions, type SaveInput } from '../api/clinical-lists';
import { listText } from '../list-text';

const FIELDS = ['name', 'name_en', 'synonyms', 'brands', 'class_ids'] as const;

interface DrugFormProps {
  formId: string;
  item?: DrugAdmin;
  serverError: unknown;
  onSubmit: (input: SaveInput<DrugData>) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/**
 * A drug (an active ingredient): its Brazilian common name (DCB) and international name (INN), the
 * synonyms and Brazilian brands search finds it by (one a line), and the classes it belongs to
 * (an interaction recorded for a class holds for its drugs). An edit sends the revision it loaded.
 */
export function DrugForm({ formId, item, serverError, onSubmit, onReload, onDismissError }: DrugFormProps) {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard']);
  const classesLabelId = useId();
  const [name, setName] = useState(item?.name ?? '');
  const [nameEn, setNameEn] = useState(item?.name_en ?? '');
  const [synonyms, setSynonyms] = useState(listText(item?.synonyms));
  const [brands, setBrands] = useState(listText(item?.brands));
  const [classIds, setClassIds] = useState<number[]>(() => item?.classes.map((drugClass) => drugClass.id) ?? []);
  const classes = useQuery({ queryKey: [...clinicalListKeys.drugClasses, 'options'], queryFn: drugClassOptions });
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const toggle = (id: number, checked: boolean) => setClassIds((current) => (checked ? [...current, id] : current.filter((chosen) => chosen !== id)));
  const checkAndSave = async () => {
    const data = await check(drugSchema, { name, name_en: nameEn, synonyms, brands, class_ids: classIds, revision: item?.revision });
    if (data) onSubmit({ id: item?.id, data });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkAndSave();
  };
  const classNames = (classes.data ?? item?.classes ?? []).filter((option) => classIds.includes(option.id)).map((option) => option.name);

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('drugs.form.name')} error={shown.name} required helperText={t('drugs.form.nameHint')}>
            <Input name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </FormField>
          <FormField label={t('drugs.form.nameEn')} error={shown.name_en} required helperText={t('drugs.form.nameEnHint')}>
            <Input name="name_en" lang="en" value={nameEn} onChange={(event) => setNameEn(event.target.value)} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('lists.synonyms')} error={shown.synonyms} helperText={t('lists.oneALine')}>
            <Textarea name="synonyms" rows={3} value={synonyms} onChange={(event) => setSynonyms(event.target.value)} />
          </FormField>
          <FormField label={t('drugs.form.brands')} error={shown.brands} helperText={t('lists.oneALine')}>
            <Textarea name="brands" rows={3} value={brands} onChange={(event) => setBrands(event.target.value)} />
          </FormField>
        </SimpleGrid>
        <Box role="group" aria-labelledby={classesLabelId}>
          <Text id={classesLabelId} fontWeight="medium" fontSize="sm" mb="2">
            {t('drugs.form.classes')}
          </Text>
          {classes.isPending ? (
            <Skeleton h="16" />
          ) : classes.isError ? (
            <Text color="fg.error">{t('dashboard:loadFailed')}</Text>
          ) : classes.data.length === 0 ? (
            <Text color="fg.muted">{t('drugs.form.noClasses')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {classes.data.map((option) => (
                <Checkbox.Root key={option.id} checked={classIds.includes(option.id)} onCheckedChange={(details) => toggle(option.id, details.checked === true)}>
                  <Checkbox.HiddenInput name="class_ids" value={String(option.id)} />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
          {shown.class_ids && (
            <Text color="fg.error" fontSize="sm" mt="1">
              {shown.class_ids}
            </Text>
          )}
        </Box>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('drugs.form.name'), name],
          [t('drugs.form.nameEn'), nameEn],
          [t('lists.synonyms'), synonyms.replace(/\n/g, ', ')],
          [t('drugs.form.brands'), brands.replace(/\n/g, ', ')],
          [t('drugs.form.classes'), classNames.join(', ')],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
