import { categoryCreateSchema, categoryUpdateSchema } from '@contract/categories';
import { Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, useYesNoChoices } from '@/components/dashboard/choice-select';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { ImageField } from '@/components/dashboard/image-field';
import { OrderInput } from '@/components/dashboard/order-input';
import { uploadUrl } from '@/lib/uploads';
import type { CategoryAdmin } from '@contract/categories-answers';
import type { SaveCategoryInput } from '../api/save-category';

const FIELDS = ['name', 'image', 'has_subcategory', 'order'] as const;

interface CategoryFormProps {
  formId: string;
  /** The item being edited; absent when creating. */
  item?: CategoryAdmin;
  /** The parent's id when creating a subcategory. */
  parentId: number | null;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: SaveCategoryInput) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/** Name, image (required on create), has_subcategory (Sim/Não) and order (1ª..1000ª); an edit sends the revision it loaded. */
export function CategoryForm({ formId, item, parentId, serverError, onSubmit, onReload, onDismissError }: CategoryFormProps) {
  const { t } = useTranslation(['dashboard-categories', 'dashboard']);
  const [name, setName] = useState(item?.name ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [hasSubcategory, setHasSubcategory] = useState(item ? String(item.has_subcategory) : '');
  const [order, setOrder] = useState(item ? String(item.order) : '');
  const yesNo = useYesNoChoices();
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const checkAndSave = async () => {
    const values = { name, image: image ?? undefined, has_subcategory: hasSubcategory, order };
    const data = item ? await check(categoryUpdateSchema, { ...values, revision: item.revision }) : await check(categoryCreateSchema, { ...values, parent_category: parentId ?? undefined });
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
        <FormField label={t('dashboard:image.label')} error={shown.image} required={!item} helperText={item ? t('dashboard:image.keepHint') : undefined}>
          <ImageField file={image} onFileChange={setImage} currentUrl={item ? uploadUrl('categories', item.image) : undefined} />
        </FormField>
        <FormField label={t('form.hasSubcategory')} error={shown.has_subcategory} required>
          <ChoiceSelect
            name="has_subcategory"
            value={hasSubcategory}
            onValueChange={setHasSubcategory}
            placeholder={t('dashboard:choose')}
            choices={yesNo}
          />
        </FormField>
        <FormField label={t('dashboard:order.label')} error={shown.order} required>
          <OrderInput value={order} onValueChange={setOrder} />
        </FormField>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('form.name'), name],
          [t('dashboard:image.label'), image?.name ?? ''],
          [t('form.hasSubcategory'), yesNo.find((choice) => choice.value === hasSubcategory)?.label ?? ''],
          [t('dashboard:order.label'), order],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
