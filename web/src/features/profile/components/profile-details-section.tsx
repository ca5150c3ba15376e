import { Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ProfileUpdateInput } from '@contract/accounts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { useFormErrors } from '@/hooks/use-form-errors';
import { applyMask, PHONE_MASK } from '@/lib/input-mask';
import type { ProfileDetails } from '@contract/accounts-answers';
import { useSaveUserDetails, useUserDetails } from '@/api/user-details';
import { ProfileSection } from './profile-section';

const FIELDS = ['name', 'email', 'phone'] as const;
type DetailsField = (typeof FIELDS)[number];

const loadProfileSchema = async () => (await import('@contract/accounts')).profileUpdateSchema;

const valuesOf = (details: ProfileDetails): ProfileUpdateInput => ({
  name: details.name,
  email: details.email,
  phone: applyMask(details.detail.phone ?? '', PHONE_MASK),
});

function DetailsForm({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<ProfileUpdateInput>(() => valuesOf(details));
  const { formRef, errors, check, clear, showServerErrors } = useFormErrors(FIELDS);
  const update = useSaveUserDetails({
    toast: { title: t('details.success.title'), text: t('details.success.text') },
    errorFallback: t('fallbackError'),
    onError: showServerErrors,
  });
  useEffect(() => {
    void loadProfileSchema();
  }, []);

  const setField = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const validateAndSend = async () => {
    const data = await check(loadProfileSchema(), values);
    if (data) update.mutate(data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!update.isPending) void validateAndSend();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>{t('details.name')}</Field.Label>
          <Input name="name" autoComplete="name" value={values.name} onChange={(event) => setField('name', event.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>{t('details.email')}</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={values.email} onChange={(event) => setField('email', event.target.value)} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)} required>
          <Field.Label>{t('details.phone')}</Field.Label>
          <MaskedInput mask={PHONE_MASK} name="phone" autoComplete="tel-national" type="tel" value={values.phone} onValueChange={(value) => setField('phone', value)} />
          <Field.ErrorText>{errors.phone}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf={{ sm: 'start' }} loading={update.isPending} loadingText={t('details.submit')}>
          {t('details.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Placeholders the size of the three fields and the button, so the form lands without a jump. */
function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" role="status" aria-label={t('loading')}>
      {FIELDS.map((field) => (
        <Stack key={field} gap="1.5">
          <Skeleton h="5" w="24" />
          <Skeleton h="10" />
        </Stack>
      ))}
      <Skeleton h="10" w="40" />
    </Stack>
  );
}

/** Edit profile: name, e-mail and phone (mask (##) #####-####). */
export function ProfileDetailsSection() {
  const { t } = useTranslation('profile');
  const details = useUserDetails();
  let body;
  if (details.data) body = <DetailsForm details={details.data} />;
  else if (details.isError)
    body = (
      <Stack align="start" gap="3" role="alert">
        <Text color="fg.muted">{t('details.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void details.refetch()}>
          {t('details.retry')}
        </Button>
      </Stack>
    );
  else body = <DetailsSkeleton />;
  return <ProfileSection heading={t('details.heading')}>{body}</ProfileSection>;
}
