import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { placeServerMessages, type FieldMessages, type ShownFields } from '@/lib/field-messages';

/** The checking code comes with the schema, on the first submit (zod and it stay off the first paint). */
const loadChecker = async () => (await import('@/lib/form-validation')).checkValues;

interface FormErrorsOptions {
  /**
   * The save's last failure (a mutation's `error`). A 422's field messages are placed like the
   * browser's own (the shared error handler has already toasted them, one each).
   */
  serverError?: unknown;
}

/**
 * The one form path of the app. `check` runs the shared contract schema (given, or loaded lazily so
 * zod stays off the first paint): on failure it puts the first message of each field under it, shows
 * one error toast per message (replacing the previous attempt's), moves focus to the first invalid
 * field of `formRef`'s form, and answers undefined; on success it clears both and answers the parsed
 * data. `checkFields` checks a wizard step (other fields' messages are neither shown nor toasted).
 * `serverError` (a mutation's `error`), or `showServerErrors` from an `onError`, maps a refused save
 * the same way. Messages are in the user's language.
 */
export function useFormErrors<F extends string>(fields: ShownFields<F>, { serverError }: FormErrorsOptions = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    // After the render that marked the fields: the first `aria-invalid` control in form order.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const place = useCallback((byField: FieldMessages<F>) => {
    setErrors(byField);
    if (Object.keys(byField).length > 0) setFocusRequest((count) => count + 1);
  }, []);

  /** A refused save: the first message of each field the form shows goes under it (the toasts are the shared handler's). */
  const showServerErrors = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.errors) place(placeServerMessages(error.errors, fields));
    },
    // `fields` is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [place],
  );

  // A new failure of the save is placed while rendering (React's pattern for state that follows a prop).
  const [placedServerError, setPlacedServerError] = useState<unknown>(serverError);
  if (serverError !== placedServerError) {
    setPlacedServerError(serverError);
    showServerErrors(serverError);
  }

  const run = useCallback(
    async <S extends z.ZodType>(schema: S | Promise<S>, values: unknown, only?: readonly F[]): Promise<{ passed: boolean; data?: z.output<S> }> => {
      const [checkValues, resolved] = await Promise.all([loadChecker(), schema]);
      const checked = await checkValues(resolved, values, fields, only);
      if (checked.passed) {
        setErrors({});
        return { passed: true, data: checked.data };
      }
      place(checked.byField);
      return { passed: false };
    },
    // `fields` is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [place],
  );

  /** Checks the whole form: the parsed data, or undefined when it failed (and was shown). */
  const check = useCallback(
    async <S extends z.ZodType>(schema: S | Promise<S>, values: unknown): Promise<z.output<S> | undefined> => (await run(schema, values)).data,
    [run],
  );

  /** Checks only some fields (a wizard step) against the whole schema: true when they pass. */
  const checkFields = useCallback(
    async (schema: z.ZodType | Promise<z.ZodType>, values: unknown, only: readonly F[]): Promise<boolean> => (await run(schema, values, only)).passed,
    [run],
  );

  /** The person edited the field: its message has been seen and goes. */
  const clear = useCallback((field: F) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined })), []);

  /** The fields moved (a list form's rows): the messages no longer sit where they belong. */
  const reset = useCallback(() => setErrors({}), []);

  return { formRef, errors, check, checkFields, clear, reset, showServerErrors };
}
