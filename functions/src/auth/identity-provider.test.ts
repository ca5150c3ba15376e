import { describe, expect, it } from 'vitest';
import { authInputError } from './identity-provider.js';

describe('Firebase Auth refusals', () => {
  it.each([
    ['auth/email-already-exists', 409, 'email', 'E-mail já cadastrado'],
    ['auth/invalid-password', 422, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    ['auth/invalid-email', 422, 'email', 'E-mail inválido'],
    ['auth/invalid-display-name', 422, 'name', 'Nome inválido'],
  ])('answers %s as %i under %s', (code, status, field, message) => {
    const error = authInputError(Object.assign(new Error(code), { code }));
    expect(error).toMatchObject({ status, message, errors: { [field]: [message] } });
  });

  it('leaves other failures (Auth unreachable, quota) to the generic 500 path', () => {
    expect(authInputError(Object.assign(new Error('x'), { code: 'auth/internal-error' }))).toBeNull();
    expect(authInputError(new Error('network'))).toBeNull();
  });
});
