import { passwordChangeSchema } from '@contract/accounts';
import { registerSchema } from '@contract/auth';
import { Field, Input } from '@chakra-ui/react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { ApiError } from '@/lib/api-client';
import { changeLocale, i18n } from '@/lib/i18n';
import { toaster } from '@/lib/toaster-store';
import { renderWithProviders } from '@/test/render';
import { useFormErrors } from './use-form-errors';

const FIELDS = ['password', 'new_password', 'confirm_password'] as const;
type PasswordField = (typeof FIELDS)[number];

/** A password-change form on the one form path, as a screen writes it. */
function PasswordForm({ serverError, initial = {} }: { serverError?: unknown; initial?: Partial<Record<PasswordField | 'extra', string>> }) {
  const [values, setValues] = useState({ password: '', new_password: '', confirm_password: '', ...initial });
  const [saved, setSaved] = useState(false);
  const { formRef, errors, check, clear } = useFormErrors(FIELDS, { serverError });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await check(passwordChangeSchema, values)) setSaved(true);
  };
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      {FIELDS.map((field) => (
        <Field.Root key={field} invalid={Boolean(errors[field])}>
          <Field.Label>{field}</Field.Label>
          <Input
            value={values[field]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              clear(field);
            }}
          />
          <Field.ErrorText data-testid={`error-${field}`}>{errors[field]}</Field.ErrorText>
        </Field.Root>
      ))}
      <button type="submit">Salvar</button>
      {saved && <p>salvo</p>}
    </form>
  );
}

async function renderForm(props: Parameters<typeof PasswordForm>[0] = {}) {
  const view = await renderWithProviders(
    <>
      <PasswordForm {...props} />
      <AppToaster />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

/** The toasts on screen (leaving ones excluded: they are on their way out). */
const toastTexts = () =>
  [...document.querySelectorAll('[data-scope=toast][data-part=root]:not([data-state=closed])')].map((toast) => toast.querySelector('[data-part=description]')?.textContent ?? '');
const shownToastIds = () => [...document.querySelectorAll('[data-scope=toast][data-part=root]:not([data-state=closed])')].map((toast) => toast.id);
const errorUnder = (field: PasswordField) => screen.queryByTestId(`error-${field}`)?.textContent ?? '';

afterEach(async () => {
  toaster.remove();
  if (i18n.resolvedLanguage !== 'pt') await act(() => changeLocale('pt'));
});

/** Toasts animate in and out: a loaded machine (two cores, shared) needs more than vitest's 5 s. */
const SLOW = { timeout: 20_000 };
const WAIT = { timeout: 8000 };

describe('the one form path', () => {
  it('shows the first message of each field under it, one error toast per message, and focuses the first invalid field', SLOW, async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorUnder('password')).toBe('Senha não foi preenchido'), WAIT);
    expect(errorUnder('new_password')).toBe('Nova senha não foi preenchida');
    expect(errorUnder('confirm_password')).toBe('Confirmação de senha é obrigatória');
    await waitFor(() => expect(toastTexts()).toHaveLength(3), WAIT);
    expect(toastTexts().join(' | ')).toContain('Nova senha não foi preenchida');
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
  });

  it('asks for a confirmation that matches the new password, under the confirmation', SLOW, async () => {
    const { user } = await renderForm({ initial: { password: 'antiga', new_password: 'novasenha', confirm_password: 'outra12' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('error-confirm_password')).toHaveProperty('textContent', 'As senhas devem coincidir');
    expect(errorUnder('password')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('confirm_password'));
  });

  it('toasts a message of a field the form does not show, without putting it under any field', SLOW, async () => {
    const { user } = await renderForm({ initial: { password: 'antiga', new_password: 'novasenha', confirm_password: 'novasenha', extra: 'x' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastTexts().join(' ')).toContain('Campo não permitido: extra'), WAIT);
    for (const field of FIELDS) expect(errorUnder(field)).toBe('');
  });

  it('replaces the previous attempt’s toasts instead of stacking them, and clears them when the next attempt passes', SLOW, async () => {
    const { user } = await renderForm();
    const save = screen.getByRole('button', { name: 'Salvar' });
    await user.click(save);
    await waitFor(() => expect(toastTexts()).toHaveLength(3), WAIT);
    const firstAttempt = new Set(shownToastIds());
    await user.click(save);
    await waitFor(() => expect(shownToastIds().some((id) => !firstAttempt.has(id))).toBe(true), WAIT);
    expect(toastTexts()).toHaveLength(3);
    expect(shownToastIds().filter((id) => firstAttempt.has(id))).toEqual([]);

    await user.type(screen.getByLabelText('password'), 'antiga');
    await user.type(screen.getByLabelText('new_password'), 'novasenha');
    await user.type(screen.getByLabelText('confirm_password'), 'novasenha');
    await user.click(save);
    expect(await screen.findByText('salvo')).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([]), WAIT);
    for (const field of FIELDS) expect(errorUnder(field)).toBe('');
  });

  it('places the server’s 422 field messages by their fields', SLOW, async () => {
    const refused = new ApiError(422, 'Senha atual incorreta', { password: ['Senha atual incorreta'], _: ['Campo não permitido: role'] });
    function RefusedSave() {
      const [error, setError] = useState<unknown>(null);
      return (
        <>
          <PasswordForm serverError={error} />
          <button type="button" onClick={() => setError(refused)}>
            recusar
          </button>
        </>
      );
    }
    await renderWithProviders(<RefusedSave />);
    expect(errorUnder('password')).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'recusar' }));
    await waitFor(() => expect(errorUnder('password')).toBe('Senha atual incorreta'), WAIT);
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
    expect(screen.queryByText('Campo não permitido: role')).toBeNull();
  });

  it('shows an English user the messages in English, under the fields and in the toasts', SLOW, async () => {
    const { user } = await renderForm();
    await act(() => changeLocale('en'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorUnder('password')).toBe('Current password is required'), WAIT);
    expect(errorUnder('new_password')).toBe('New password is required');
    await waitFor(() => expect(toastTexts().join(' | ')).toContain('Password confirmation is required'), WAIT);
    expect(toastTexts()).not.toContain('Nova senha não foi preenchida');
  });
});

/** The register wizard checks one step's fields against the whole schema. */
const REGISTER_FIELDS = ['name', 'email', 'document', 'phone', 'education_id', 'password', 'conf_password', 'accepted_terms'] as const;
const EMPTY = { name: '', email: '', document: '', phone: '', education_id: '', password: '', conf_password: '', accepted_terms: '0', receive_notifications: '0' };

async function checkStep(values: Partial<typeof EMPTY>, only: readonly (typeof REGISTER_FIELDS)[number][]) {
  const { result } = renderHook(() => useFormErrors(REGISTER_FIELDS));
  let passed = false;
  await act(async () => {
    passed = await result.current.checkFields(registerSchema, { ...EMPTY, ...values }, only);
  });
  return { passed, errors: result.current.errors };
}

describe('a wizard step on the one form path', () => {
  it('rejects a CPF with a wrong check digit and asks for a missing one', async () => {
    expect(await checkStep({ document: '111.444.777-34' }, ['document'])).toEqual({ passed: false, errors: { document: 'CPF inválido' } });
    expect(await checkStep({}, ['document'])).toEqual({ passed: false, errors: { document: 'CPF não preenchido' } });
  });

  it('passes a valid CPF whatever the other steps hold', async () => {
    expect(await checkStep({ document: '111.444.777-35' }, ['document'])).toEqual({ passed: true, errors: {} });
  });

  it('rejects mismatched or short passwords and asks for both', async () => {
    expect((await checkStep({ password: 'segredo1', conf_password: 'segredo2' }, ['password', 'conf_password'])).errors).toEqual({ conf_password: 'Senhas não conferem' });
    expect((await checkStep({ password: 'abc', conf_password: 'abc' }, ['password', 'conf_password'])).errors).toEqual({ password: 'Senha deve ter pelo menos 6 caracteres' });
    expect((await checkStep({}, ['password', 'conf_password'])).errors).toEqual({ password: 'Senha não preenchida', conf_password: 'Confirmação de senha não preenchida' });
  });

  it('rejects a short name, a bad e-mail, an incomplete phone, no education and unaccepted terms', async () => {
    expect((await checkStep({ name: ' Al ' }, ['name'])).errors).toEqual({ name: 'Nome não preenchido' });
    expect((await checkStep({ email: 'ana@' }, ['email'])).errors).toEqual({ email: 'E-mail inválido' });
    expect((await checkStep({ phone: '(11) 9123' }, ['phone'])).errors).toEqual({ phone: 'Telefone inválido' });
    expect((await checkStep({}, ['education_id'])).errors).toEqual({ education_id: 'Formação não selecionada' });
    expect((await checkStep({}, ['accepted_terms'])).errors).toEqual({ accepted_terms: 'Termos não foram aceitos' });
    expect((await checkStep({ accepted_terms: '1' }, ['accepted_terms'])).passed).toBe(true);
  });
});

describe('messages of list forms', () => {
  it('puts each row’s message under that row’s field', async () => {
    const { topicReferencesSchema } = await import('@contract/evidence');
    const row = { authors: 'Holick MF', title: 'Vitamin D deficiency', journal: '', year: '', doi: 'x', pmid: '' };
    const { result } = renderHook(() => useFormErrors('every-path'));
    await act(async () => {
      await result.current.check(topicReferencesSchema, { references: [row, { ...row, doi: '10.1056/NEJMra070553' }, row], revision: 3 });
    });
    expect(result.current.errors).toEqual({ 'references.0.doi': 'DOI inválido (ex.: 10.1056/NEJMra070553)', 'references.2.doi': 'DOI inválido (ex.: 10.1056/NEJMra070553)' });
  });
});
