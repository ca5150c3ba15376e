import { Box, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons';
import { useFormErrors } from '@/hooks/use-form-errors';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useRegister } from '../api/register';
import {
  EMPTY_REGISTER_VALUES,
  loadRegisterSchema,
  PROGRESS_STEP_PERCENT,
  REGISTER_STEPS,
  stepOfFields,
  toRegisterInput,
  type RegisterField,
  type RegisterFormValues,
} from '../register-wizard-steps';
import { releaseAuthRedirect } from '../stores/auth-redirect-hold';
import { AuthSwitchLink } from './auth-switch-link';
import { RegisterStepFields } from './register-step-fields';
import { RegisterSuccess } from './register-success';
import { WizardProgress } from './wizard-progress';

const STEP_QUESTIONS = ['name', 'email', 'document', 'phone', 'education', 'password', 'terms'] as const;
const LAST_STEP = REGISTER_STEPS.length - 1;

const FIELDS = Object.keys(EMPTY_REGISTER_VALUES) as RegisterField[];

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
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<RegisterFormValues>(EMPTY_REGISTER_VALUES);
  const { formRef, errors, checkFields, clear } = useFormErrors(FIELDS, { serverError: register.error });
  useEffect(() => releaseAuthRedirect, []);
  useEffect(() => {
    void loadRegisterSchema();
  }, []);

  const done = register.isSuccess;
  const percent = done ? 100 : (step + 1) * PROGRESS_STEP_PERCENT;

  const change = <F extends RegisterField>(field: F, value: RegisterFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const goTo = (next: number) => {
    (REGISTER_STEPS[step] ?? []).forEach(clear);
    setStep(next);
  };

  /** A refused registration goes back to the earliest step holding one of the server's field messages. */
  const goBackToRefusedStep = (error: unknown) => {
    const refused = error instanceof ApiError && error.errors ? stepOfFields(Object.keys(error.errors)) : undefined;
    if (refused !== undefined) setStep(refused);
  };

  const checkStepAndGo = async () => {
    const passed = await checkFields(loadRegisterSchema(), toRegisterInput(values), REGISTER_STEPS[step] ?? []);
    if (!passed) return;
    if (step < LAST_STEP) goTo(step + 1);
    else register.mutate(toRegisterInput(values), { onError: goBackToRefusedStep });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!register.isPending) void checkStepAndGo();
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
