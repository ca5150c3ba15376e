import { supplementSchema } from '@contract/supplements';
import { Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, useYesNoChoices } from '@/components/dashboard/choice-select';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { OrderInput } from '@/components/dashboard/order-input';
import type { SupplementAdmin } from '@contract/supplements-answers';
import type { SaveSupplementInput } from '../api/save-supplement';

const FIELDS = ['name', 'order', 'is_paid'] as const;

interface SupplementFormProps {
  formId: string;
  item?: SupplementAdmin;
  categoryId: number;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: SaveSupplementInput) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/** Name, order and is_paid ('Sim' 1 / 'Não' 0); every error is reported before any request; an edit sends the revision it loaded. */
export function SupplementForm({ formId, item, categoryId, serverError, onSubmit, onReload, onDismissError }: SupplementFormProps) {
  const { t } = useTranslation(['dashboard-supplements', 'dashboard']);
  const [name, setName] = useState(item?.name ?? '');
  const [order, setOrder] = useState(item ? String(item.order) : '');
  const [isPaid, setIsPaid] = useState(item ? String(item.is_paid) : '');
  const yesNo = useYesNoChoices();
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const checkAndSave = async () => {
    const data = await check(supplementSchema, { name, order, is_paid: isPaid, category_id: item?.category_id ?? categoryId, revision: item?.revision });
    if (data) onSubmit({ id: item?.id, data });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkAndSave();
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={t('form.name')} error={shown.name} required>
          <Input name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={t('dashboard:order.label')} error={shown.order} required>
          <OrderInput value={order} onValueChange={setOrder} />
        </FormField>
        <FormField label={t('form.isPaid')} error={shown.is_paid} required>
          <ChoiceSelect
            name="is_paid"
            value={isPaid}
            onValueChange={setIsPaid}
            placeholder={t('dashboard:choose')}
            choices={yesNo}
          />
        </FormField>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('form.name'), name],
          [t('dashboard:order.label'), order],
          [t('form.isPaid'), yesNo.find((choice) => choice.value === isPaid)?.label ?? ''],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
