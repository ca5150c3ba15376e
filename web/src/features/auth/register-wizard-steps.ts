import { registerSchema, type RegisterInput } from '@contract/auth';

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
export type FieldErrors = Partial<Record<RegisterField, string>>;

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

/**
 * Validates one step with the shared registerSchema. The whole form is parsed (every field is a
 * string, so every failure is a continuable check and the password-confirmation rule still runs),
 * then only the step's fields keep their first message.
 */
export function validateRegisterStep(stepIndex: number, values: RegisterFormValues): FieldErrors {
  const fields = REGISTER_STEPS[stepIndex] ?? [];
  const result = registerSchema.safeParse(toRegisterInput(values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
