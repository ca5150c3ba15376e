import { profileUpdateSchema } from '@contract/accounts';
import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/dashboard/form-field';
import { MaskedInput } from '@/components/masked-input';
import { useFormErrors } from '@/hooks/use-form-errors';
import { PageSpinner } from '@/components/page-spinner';
import { PHONE_MASK } from '@/lib/input-mask';
import type { ProfileDetails } from '@contract/accounts-answers';
import { useSaveUserDetails, useUserDetails } from '@/api/user-details';

const FIELDS = ['name', 'email', 'phone'] as const;

function ProfileFields({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation(['dashboard-settings', 'dashboard']);
  const save = useSaveUserDetails({ toast: { title: t('dashboard:toast.infoUpdated'), text: t('toast.profileSaved') }, errorFallback: t('fillFields') });
  const [name, setName] = useState(details.name);
  const [email, setEmail] = useState(details.email);
  const [phone, setPhone] = useState(details.detail.phone);
  const { formRef, errors: shown, check } = useFormErrors(FIELDS, { serverError: save.error });

  const checkAndSave = async () => {
    const data = await check(profileUpdateSchema, { name, email, phone });
    if (data) save.mutate(data);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) void checkAndSave();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={t('profile.name')} error={shown.name} required>
          <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t('profile.email')} error={shown.email} required>
          <Input name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField label={t('profile.phone')} error={shown.phone} required>
          <MaskedInput name="phone" autoComplete="tel" mask={PHONE_MASK} value={phone} onValueChange={setPhone} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={save.isPending}>
          {t('dashboard:save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Edit profile: name, e-mail and phone from GET user-details. */
export function ProfileForm() {
  const details = useUserDetails();
  if (!details.data) return <PageSpinner minH="40" />;
  return <ProfileFields details={details.data} />;
}
