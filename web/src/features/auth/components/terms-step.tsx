import { Box, Checkbox, Field, Skeleton, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerms } from '../api/get-terms';
import type { FieldMessages } from '@/lib/field-messages';
import type { RegisterField, RegisterFormValues } from '../register-wizard-steps';
import { logUnexpected } from '@/lib/log-unexpected';

interface TermsStepProps {
  values: RegisterFormValues;
  errors: FieldMessages<RegisterField>;
  onChange: (field: 'accepted_terms' | 'receive_notifications', checked: boolean) => void;
}

const TERMS_HEIGHT = '56';

function TermsText() {
  const { t } = useTranslation('auth');
  const terms = useTerms();
  const html = useMemo(() => (terms.data ? DOMPurify.sanitize(terms.data) : ''), [terms.data]);
  if (terms.isPending) {
    return (
      <Stack h={TERMS_HEIGHT} gap="3" aria-busy="true" aria-label={t('register.steps.terms.loading')}>
        {[0, 1, 2, 3, 4, 5].map((line) => (
          <Skeleton key={line} h="4" w={line % 2 ? '80%' : 'full'} />
        ))}
      </Stack>
    );
  }
  if (terms.isError) {
    logUnexpected('register', 'could not load the terms', terms.error);
    return <Text color="fg.muted">{t('register.steps.terms.unavailable')}</Text>;
  }
  return (
    <Box
      role="region"
      aria-label={t('register.steps.terms.region')}
      tabIndex={0}
      h={TERMS_HEIGHT}
      overflowY="auto"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      fontSize="sm"
      css={{ '& p': { mb: '2' }, '& h1, & h2, & h3': { fontWeight: 'semibold', mb: '2' } }}
      focusRing="outside"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function TermsStep({ values, errors, onChange }: TermsStepProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="4">
      <TermsText />
      <Field.Root invalid={Boolean(errors.accepted_terms)}>
        <Checkbox.Root
          checked={values.accepted_terms}
          onCheckedChange={(details) => onChange('accepted_terms', details.checked === true)}
          invalid={Boolean(errors.accepted_terms)}
        >
          <Checkbox.HiddenInput name="accepted_terms" />
          <Checkbox.Control />
          <Checkbox.Label>{t('register.steps.terms.accept')}</Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText>{errors.accepted_terms}</Field.ErrorText>
      </Field.Root>
      <Checkbox.Root
        checked={values.receive_notifications}
        onCheckedChange={(details) => onChange('receive_notifications', details.checked === true)}
      >
        <Checkbox.HiddenInput name="receive_notifications" />
        <Checkbox.Control />
        <Checkbox.Label>{t('register.steps.terms.notifications')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
