import { Box, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useRegister } from '../api/register';
import {
  EMPTY_REGISTER_VALUES,
  PROGRESS_STEP_PERCENT,
  REGISTER_STEPS,
  toRegisterInput,
  validateRegisterStep,
  type FieldErrors,
  type RegisterField,
  type RegisterFormValues,
} from '../register-validation';
import { releaseAuthRedirect } from '../stores/auth-redirect-hold';
import { AuthSwitchLink } from './auth-switch-link';
import { RegisterStepFields } from './register-step-fields';
import { RegisterSuccess } from './register-success';
import { WizardProgress } from './wizard-progress';

const STEP_QUESTIONS = ['name', 'email', 'document', 'phone', 'education', 'password', 'terms'] as const;
const LAST_STEP = REGISTER_STEPS.length - 1;

function isRegisterField(name: string): name is RegisterField {
  return name in EMPTY_REGISTER_VALUES;
}

/** The server's 422 field errors, and the earliest step that asks for one of those fields. */
function serverFieldErrors(error: unknown): { errors: FieldErrors; step: number } | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (isRegisterField(field) && messages[0]) errors[field] = messages[0];
  }
  const step = REGISTER_STEPS.findIndex((fields) => fields.some((field) => errors[field]));
  return step === -1 ? undefined : { errors, step };
}

/** Enter advances from a select or a checkbox too (text inputs submit the form natively). */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  const advances = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox');
  if (event.key === 'Enter' && advances) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}

export function RegisterWizard() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const register = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<RegisterFormValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => releaseAuthRedirect, []);

  const done = register.isSuccess;
  const percent = done ? 100 : (step + 1) * PROGRESS_STEP_PERCENT;

  const change = <F extends RegisterField>(field: F, value: RegisterFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const goTo = (next: number) => {
    setErrors({});
    setStep(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const stepErrors = validateRegisterStep(step, values);
    if (Object.keys(stepErrors).length > 0) return showErrors(stepErrors);
    if (step < LAST_STEP) return goTo(step + 1);
    register.mutate(toRegisterInput(values), {
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        if (!fromServer) return;
        setStep(fromServer.step);
        showErrors(fromServer.errors);
      },
    });
  };

  if (done) {
    return (
      <>
        <WizardProgress percent={percent} step={step} totalSteps={REGISTER_STEPS.length} done />
        <RegisterSuccess />
      </>
    );
  }

  const question = STEP_QUESTIONS[step] ?? 'terms';
  return (
    <form ref={formRef} onSubmit={onSubmit} onKeyDown={submitOnEnter} noValidate>
      <Heading as="h1" size="2xl" color="teal.ink" mb="4">
        {t('register.heading')}
      </Heading>
      <WizardProgress percent={percent} step={step} totalSteps={REGISTER_STEPS.length} done={false} />
      <Heading as="h2" size="lg" mt="4" mb="4" color="fg">
        {t(`register.steps.${question}.question`)}
      </Heading>
      <Box minH="24">
        <RegisterStepFields step={step} values={values} errors={errors} onChange={change} />
      </Box>
      <HStack justify="space-between" mt="6">
        {step > 0 ? (
          <IconButton type="button" variant="outline" size="lg" aria-label={t('register.back')} onClick={() => goTo(step - 1)}>
            <ArrowLeftIcon />
          </IconButton>
        ) : (
          <span />
        )}
        <IconButton
          type="submit"
          size="lg"
          aria-label={step === LAST_STEP ? t('register.submit') : t('register.next')}
          loading={register.isPending}
        >
          <ArrowRightIcon />
        </IconButton>
      </HStack>
      <AuthSwitchLink prompt={t('register.hasAccount')} label={t('register.toLogin')} to="/" />
    </form>
  );
}
