import { z } from 'zod';
import { isValidCpf, onlyDigits } from './cpf.js';

/** Phone as the mask (##) #####-####. */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** "0" | "1" as sent by forms, or the numbers 0 | 1 as sent by JSON clients. */
const flag = (message: string) =>
  z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], { error: message })
    .transform((value) => (value === '1' || value === 1 || value === true ? 1 : 0));

export const loginSchema = z.strictObject({
  document: required('CPF não preenchido').transform(onlyDigits),
  password: z.string({ error: 'Senha não preenchida' }).min(1, 'Senha não preenchida'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .strictObject({
    name: required('Nome não preenchido').pipe(z.string().min(3, 'Nome não preenchido')),
    email: required('E-mail não preenchido').pipe(z.email('E-mail inválido')).transform((e) => e.toLowerCase()),
    document: required('CPF não preenchido')
      .refine(isValidCpf, 'CPF inválido')
      .transform(onlyDigits),
    phone: required('Telefone não preenchido').pipe(z.string().regex(PHONE_PATTERN, 'Telefone inválido')),
    education_id: z.coerce
      .number({ error: 'Formação não selecionada' })
      .int('Formação não selecionada')
      .positive('Formação não selecionada'),
    password: z.string({ error: 'Senha não preenchida' })
      .min(1, 'Senha não preenchida')
      .pipe(z.string().min(5, 'Senha deve ter pelo menos 5 caracteres')),
    conf_password: z.string({ error: 'Confirmação de senha não preenchida' }).min(1, 'Confirmação de senha não preenchida'),
    accepted_terms: flag('Termos não foram aceitos').refine((v) => v === 1, 'Termos não foram aceitos'),
    receive_notifications: flag('Opção de notificações inválida').optional().default(0),
  })
  .refine((data) => data.password === data.conf_password, {
    message: 'Senhas não conferem',
    path: ['conf_password'],
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const localeSchema = z.enum(['pt', 'en'], { error: 'Idioma não suportado' });
