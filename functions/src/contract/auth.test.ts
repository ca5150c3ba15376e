import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf.js';
import { loginSchema, registerSchema } from './auth.js';

describe('CPF', () => {
  it.each(['529.982.247-25', '11144477735', '390.533.447-05'])('accepts %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-24', '111.111.111-11', '1234567890', ''])('rejects %s', (cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('login schema', () => {
  it('keeps only the CPF digits', () => {
    expect(loginSchema.parse({ document: '529.982.247-25', password: 'x' }).document).toBe('52998224725');
  });
});

describe('register schema', () => {
  const valid = {
    name: '  Maria  ', email: 'Maria@Example.com', document: '529.982.247-25', phone: '(11) 98765-4321',
    education_id: '1', password: 'abcdef', conf_password: 'abcdef', accepted_terms: '1',
  };
  it('trims the name, lower-cases the e-mail, defaults notifications to 0', () => {
    expect(registerSchema.parse(valid)).toMatchObject({ name: 'Maria', email: 'maria@example.com', document: '52998224725', education_id: 1, accepted_terms: 1, receive_notifications: 0 });
  });
  it('reports mismatched passwords on the confirmation', () => {
    const result = registerSchema.safeParse({ ...valid, conf_password: 'abcdeg' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['conf_password'], message: 'Senhas não conferem' });
  });
});
