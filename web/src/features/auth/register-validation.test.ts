import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER_VALUES, type RegisterFormValues, validateRegisterStep } from './register-validation';

const STEP = { name: 0, email: 1, cpf: 2, phone: 3, education: 4, password: 5, terms: 6 } as const;

function values(overrides: Partial<RegisterFormValues>): RegisterFormValues {
  return { ...EMPTY_REGISTER_VALUES, ...overrides };
}

describe('validateRegisterStep', () => {
  it('rejects a CPF with a wrong check digit', () => {
    expect(validateRegisterStep(STEP.cpf, values({ document: '111.444.777-34' }))).toEqual({ document: 'CPF inválido' });
  });

  it('asks for a missing CPF', () => {
    expect(validateRegisterStep(STEP.cpf, values({}))).toEqual({ document: 'CPF não preenchido' });
  });

  it('accepts a valid CPF and ignores the other steps’ empty fields', () => {
    expect(validateRegisterStep(STEP.cpf, values({ document: '111.444.777-35' }))).toEqual({});
  });

  it('rejects mismatched passwords even while later steps are empty', () => {
    const errors = validateRegisterStep(STEP.password, values({ password: 'segredo1', conf_password: 'segredo2' }));
    expect(errors).toEqual({ conf_password: 'Senhas não conferem' });
  });

  it('asks for the password and its confirmation', () => {
    expect(validateRegisterStep(STEP.password, values({}))).toEqual({
      password: 'Senha não preenchida',
      conf_password: 'Confirmação de senha não preenchida',
    });
  });

  it('rejects a password shorter than 5 characters', () => {
    expect(validateRegisterStep(STEP.password, values({ password: 'abc', conf_password: 'abc' }))).toEqual({
      password: 'Senha deve ter pelo menos 6 caracteres',
    });
  });

  it('rejects a short name, a bad e-mail and an incomplete phone', () => {
    expect(validateRegisterStep(STEP.name, values({ name: ' Al ' }))).toEqual({ name: 'Nome não preenchido' });
    expect(validateRegisterStep(STEP.email, values({ email: 'ana@' }))).toEqual({ email: 'E-mail inválido' });
    expect(validateRegisterStep(STEP.phone, values({ phone: '(11) 9123' }))).toEqual({ phone: 'Telefone inválido' });
  });

  it('requires an education and the terms', () => {
    expect(validateRegisterStep(STEP.education, values({}))).toEqual({ education_id: 'Formação não selecionada' });
    expect(validateRegisterStep(STEP.terms, values({ receive_notifications: true }))).toEqual({
      accepted_terms: 'Termos não foram aceitos',
    });
    expect(validateRegisterStep(STEP.terms, values({ accepted_terms: true }))).toEqual({});
  });
});
