import { BANNER_AUDIENCES, BANNER_TYPES, bannerCreateSchema, bannerUpdateSchema } from '@contract/banners';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/dashboard/choice-select';
import { EditConflictDialog, unsavedFields } from '@/components/dashboard/edit-conflict-dialog';
import { FormField } from '@/components/dashboard/form-field';
import { useFormErrors } from '@/hooks/use-form-errors';
import { ImageField } from '@/components/dashboard/image-field';
import { OrderInput } from '@/components/dashboard/order-input';
import { uploadUrl } from '@/lib/uploads';
import type { Banner, SaveBannerInput } from '../api/banners';

const FIELDS = ['image', 'name', 'type', 'type_users', 'url', 'order', 'locale_id'] as const;

interface BannerFormProps {
  formId: string;
  item?: Banner;
  /** The save's last failure: its field messages show by their fields; an edit conflict opens its dialog. */
  serverError: unknown;
  onSubmit: (input: SaveBannerInput) => void;
  onReload: () => void;
  onDismissError: () => void;
}

/** Image (required on create), name, type, audience, link, order, and the language at creation only; an edit sends the revision it loaded. */
export function BannerForm({ formId, item, serverError, onSubmit, onReload, onDismissError }: BannerFormProps) {
  const { t } = useTranslation(['dashboard-banners', 'dashboard']);
  const [name, setName] = useState(item?.name ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [type, setType] = useState<string>(item?.type ?? '');
  const [typeUsers, setTypeUsers] = useState<string>(item?.type_users ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const [order, setOrder] = useState(item ? String(item.order) : '');
  const [localeId, setLocaleId] = useState('');
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError });

  const checkAndSave = async () => {
    const values = { name, image: image ?? undefined, type, type_users: typeUsers, url, order };
    if (item) {
      const data = await check(bannerUpdateSchema, { ...values, revision: item.revision });
      if (data) onSubmit({ id: item.id, data });
      return;
    }
    const data = await check(bannerCreateSchema, { ...values, locale_id: localeId });
    if (data) onSubmit({ data });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkAndSave();
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={t('dashboard:image.label')} error={shown.image} required={!item} helperText={item ? t('dashboard:image.keepHint') : undefined}>
          <ImageField file={image} onFileChange={setImage} currentUrl={item ? uploadUrl('banners', item.image) : undefined} />
        </FormField>
        <FormField label={t('form.name')} error={shown.name} required>
          <Input name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('form.type')} error={shown.type} required>
            <ChoiceSelect
              name="type"
              value={type}
              onValueChange={setType}
              placeholder={t('dashboard:choose')}
              choices={BANNER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            />
          </FormField>
          <FormField label={t('form.typeUsers')} error={shown.type_users} required>
            <ChoiceSelect
              name="type_users"
              value={typeUsers}
              onValueChange={setTypeUsers}
              placeholder={t('dashboard:choose')}
              choices={BANNER_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('form.url')} error={shown.url} required>
          <Input name="url" type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setUrl(event.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('dashboard:order.label')} error={shown.order} required>
            <OrderInput value={order} onValueChange={setOrder} />
          </FormField>
          {!item && (
            <FormField label={t('form.language')} error={shown.locale_id} required>
              <ChoiceSelect
                name="locale_id"
                value={localeId}
                onValueChange={setLocaleId}
                placeholder={t('dashboard:choose')}
                choices={[
                  { value: '1', label: t('languages.1') },
                  { value: '2', label: t('languages.2') },
                ]}
              />
            </FormField>
          )}
        </SimpleGrid>
      </Stack>
      <EditConflictDialog
        error={serverError}
        unsaved={unsavedFields([
          [t('dashboard:image.label'), image?.name ?? ''],
          [t('form.name'), name],
          [t('form.type'), type ? t(`types.${type}`) : ''],
          [t('form.typeUsers'), typeUsers ? t(`audiences.${typeUsers}`) : ''],
          [t('form.url'), url],
          [t('dashboard:order.label'), order],
        ])}
        onReload={onReload}
        onClose={onDismissError}
      />
    </form>
  );
}
