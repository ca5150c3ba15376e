import { fromDecimalText, z } from './zod.js';
import { isValidCpf, onlyDigits } from './cpf.js';

/** Phone as the mask (##) #####-####. */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Passwords: 6 to 30 characters everywhere. Firebase Auth refuses fewer than 6 (the spec's 5 is
 * below it: docs/decisions/accounts-and-access.md), and 30 keeps every password form and the login alike.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const PASSWORD_TOO_SHORT = `Senha deve ter pelo menos ${PASSWORD_MIN} caracteres`;
export const PASSWORD_TOO_LONG = `Senha deve ter no máximo ${PASSWORD_MAX} caracteres`;
/** Names are copied into Firebase Auth's display name and so into every ID token: kept short. */
export const NAME_MAX = 100;
/** RFC 5321's limit for an address. */
export const EMAIL_MAX = 254;

/** "0" | "1" as sent by forms, or the numbers 0 | 1 as sent by JSON clients. */
const flag = (message: string) =>
  z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], { error: message })
    .transform((value) => (value === '1' || value === 1 || value === true ? 1 : 0));

export const loginSchema = z.strictObject({
  document: required('CPF não preenchido').pipe(z.string().max(20, 'CPF inválido')).transform(onlyDigits),
  password: z.string({ error: 'Senha não preenchida' }).min(1, 'Senha não preenchida').max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .strictObject({
    name: required('Nome não preenchido').pipe(z.string().min(3, 'Nome não preenchido').max(NAME_MAX, 'Nome muito longo')),
    email: required('E-mail não preenchido').pipe(z.email('E-mail inválido').max(EMAIL_MAX, 'E-mail inválido')).transform((e) => e.toLowerCase()),
    document: required('CPF não preenchido')
      .pipe(z.string().max(20, 'CPF inválido'))
      .refine(isValidCpf, 'CPF inválido')
      .transform(onlyDigits),
    phone: required('Telefone não preenchido').pipe(z.string().regex(PHONE_PATTERN, 'Telefone inválido')),
    education_id: fromDecimalText(z.number({ error: 'Formação não selecionada' }).int('Formação não selecionada').positive('Formação não selecionada')),
    password: z.string({ error: 'Senha não preenchida' })
      .min(1, 'Senha não preenchida')
      .pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, PASSWORD_TOO_LONG)),
    conf_password: z
      .string({ error: 'Confirmação de senha não preenchida' })
      .min(1, 'Confirmação de senha não preenchida')
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
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

/** The user area's theme: the device's (`system`, the default), light or dark; kept in the profile. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const themePreference = z.enum(THEME_PREFERENCES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'Tema não foi informado' : 'Tema não suportado'),
});

/** POST user-details/theme: the caller's theme, nothing else (a `uid` or `role` beside it is refused). */
export const themeSchema = z.strictObject(
  { theme: themePreference },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Campo não permitido: ${issue.keys.join(', ')}` : undefined) },
);
export type ThemeData = z.output<typeof themeSchema>;
