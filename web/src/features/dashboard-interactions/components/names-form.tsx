import { conditionSchema, drugClassSchema } from '@contract/drugs';
import type { ConditionData, DrugClassData } from '@contract/drugs';
import type { ConditionAdmin, DrugClassAdmin } from '@contract/drugs-answers';
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import type { SaveInput } from '../api/clinical-lists';
import { listText } from '../list-text';

const FIELDS = ['name', 'name_en', 'synonyms'] as const;

/** Which list the form edits: its schema and its words (a class's names, a condition's names). */
const KINDS = {
  drugClass: { schema: drugClassSchema, words: 'classes' },
  condition: { schema: conditionSchema, words: 'conditions' },
} as const;

interface NamesFormProps<K extends keyof typeof KINDS> {
  kind: K;
  formId: string;
  item?: K extends 'drugClass' ? DrugClassAdmin : ConditionAdmin;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: SaveInput<K extends 'drugClass' ? DrugClassData : ConditionData>) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/**
 * A drug class's or a condition's names: Portuguese, English, and synonyms (one a line) that search
 * and the checker's typeahead find it by; an edit sends the revision it loaded.
 */
export function NamesForm<K extends keyof typeof KINDS>({ kind, formId, item, serverError, onSubmit, onReload, onDismissError }: NamesFormProps<K>) {
  const { t } = useTranslation(['dashboard-interactions', 'dashboard']);
  const { schema, words } = KINDS[kind];
  const [name, setName] = useState(item?.name ?? '');
  const [nameEn, setNameEn] = useState(item?.name_en ?? '');
  const [synonyms, setSynonyms] = useState(listText(item?.synonyms));
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const checkAndSave = async () => {
    const data = await check(schema, { name, name_en: nameEn, synonyms, revision: item?.revision });
    if (data) onSubmit({ id: item?.id, data } as Parameters<typeof onSubmit>[0]);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkAndSave();
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t(`${words}.form.name`)} error={shown.name} required>
            <Input name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </FormField>
          <FormField label={t(`${words}.form.nameEn`)} error={shown.name_en} required>
            <Input name="name_en" lang="en" value={nameEn} onChange={(event) => setNameEn(event.target.value)} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('lists.synonyms')} error={shown.synonyms} helperText={t('lists.oneALine')}>
          <Textarea name="synonyms" rows={3} value={synonyms} onChange={(event) => setSynonyms(event.target.value)} />
        </FormField>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t(`${words}.form.name`), name],
          [t(`${words}.form.nameEn`), nameEn],
          [t('lists.synonyms'), synonyms.replace(/\n/g, ', ')],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
