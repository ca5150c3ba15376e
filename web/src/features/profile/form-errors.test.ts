import { passwordChangeSchema, profileUpdateSchema } from '@contract/accounts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorsFromApi, errorsFromIssues, firstInvalidField } from './form-errors';

const PASSWORD_FIELDS = ['password', 'new_password', 'confirm_password'] as const;

describe('password change errors', () => {
  it('shows one required message per empty field, in the spec’s words', () => {
    const result = passwordChangeSchema.safeParse({ password: '', new_password: '', confirm_password: '' });
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error?.issues ?? [], PASSWORD_FIELDS);
    expect(errors).toEqual({
      password: 'Senha não foi preenchido',
      new_password: 'Nova senha não foi preenchida',
      confirm_password: 'Confirmação de senha é obrigatória',
    });
    expect(firstInvalidField(errors, PASSWORD_FIELDS)).toBe('password');
  });

  it('asks for a confirmation that matches the new password', () => {
    const result = passwordChangeSchema.safeParse({ password: 'antiga', new_password: 'novasenha', confirm_password: 'outra1' });
    expect(errorsFromIssues(result.error?.issues ?? [], PASSWORD_FIELDS)).toEqual({ confirm_password: 'As senhas devem coincidir' });
  });

  it('places the server’s wrong-password message by the current-password field', () => {
    const error = new ApiError(422, 'Senha atual incorreta', { password: ['Senha atual incorreta'] });
    expect(errorsFromApi(error, PASSWORD_FIELDS)).toEqual({ password: 'Senha atual incorreta' });
    expect(errorsFromApi(new Error('offline'), PASSWORD_FIELDS)).toEqual({});
  });
});

describe('profile details errors', () => {
  it('refuses a phone off the mask and a malformed e-mail', () => {
    const result = profileUpdateSchema.safeParse({ name: 'Ana Souza', email: 'ana@', phone: '1199999' });
    expect(errorsFromIssues(result.error?.issues ?? [], ['name', 'email', 'phone'])).toEqual({
      email: 'E-mail inválido',
      phone: 'Telefone inválido',
    });
  });
});
