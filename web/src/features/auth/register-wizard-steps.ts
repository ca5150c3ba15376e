import type { RegisterInput } from '@contract/auth';

/** What the wizard's inputs hold: every text as typed, the two checkboxes as booleans. */
export interface RegisterFormValues {
  name: string;
  email: string;
  document: string;
  phone: string;
  education_id: string;
  password: string;
  conf_password: string;
  accepted_terms: boolean;
  receive_notifications: boolean;
}

export type RegisterField = keyof RegisterFormValues;

/** Spec: steps 1-7 of the wizard and the fields each one asks for (step 8 is the success screen). */
export const REGISTER_STEPS: readonly (readonly RegisterField[])[] = [
  ['name'],
  ['email'],
  ['document'],
  ['phone'],
  ['education_id'],
  ['password', 'conf_password'],
  ['accepted_terms', 'receive_notifications'],
];

export const PROGRESS_STEP_PERCENT = 12.5;

export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  name: '',
  email: '',
  document: '',
  phone: '',
  education_id: '',
  password: '',
  conf_password: '',
  accepted_terms: false,
  receive_notifications: false,
};

export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  return {
    ...values,
    accepted_terms: values.accepted_terms ? '1' : '0',
    receive_notifications: values.receive_notifications ? '1' : '0',
  };
}

/** The earliest step asking for one of these fields (a refused registration goes back to it). */
export function stepOfFields(fields: readonly string[]): number | undefined {
  const step = REGISTER_STEPS.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return step === -1 ? undefined : step;
}

/** zod (with the shared schema) is fetched after the wizard paints, not before. */
export const loadRegisterSchema = async () => (await import('@contract/auth')).registerSchema;
