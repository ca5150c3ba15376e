import { strictForm } from './catalogue-fields.js';
import { z } from './zod.js';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PHONE_PATTERN } from './auth.js';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST user-details (multipart or JSON): the caller's own name, e-mail and phone; nothing else. */
export const profileUpdateSchema = strictForm({
  name: requiredText('Nome não foi preenchido').pipe(z.string().min(3, 'Nome muito curto').max(NAME_MAX, 'Nome muito longo')),
  email: requiredText('E-mail não foi preenchido')
    .pipe(z.email('E-mail inválido').max(EMAIL_MAX, 'E-mail inválido'))
    .transform((email) => email.toLowerCase()),
  phone: requiredText('Telefone não foi preenchido').pipe(z.string().regex(PHONE_PATTERN, 'Telefone inválido')),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

const passwordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .pipe(z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, PASSWORD_TOO_LONG));

/** POST user-details/password (JSON): the current password, the new one and its confirmation. */
export const passwordChangeSchema = strictForm({
  password: passwordField('Senha não foi preenchido'),
  new_password: passwordField('Nova senha não foi preenchida'),
  confirm_password: passwordField('Confirmação de senha é obrigatória'),
})
  .refine((data) => data.new_password === data.confirm_password, {
    message: 'As senhas devem coincidir',
    path: ['confirm_password'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeData = z.output<typeof passwordChangeSchema>;

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';

const tutorialUrl = requiredText('URL de tutorial não foi informada').pipe(
  z.url({ protocol: /^https?$/, error: 'Informe uma URL de tutorial válida (http:// ou https://)' }).max(2048, 'URL de tutorial muito longa'),
);

/** POST global-settings (multipart): the settings every user receives in `GET user`. */
export const globalSettingsSchema = strictForm({
  // The spec's own spelling of this message is kept ("Alinhaemnto").
  text_align: z.enum(['text-left', 'text-justify'], { error: 'Alinhaemnto não foi preenchido' }),
  show_tutorial: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: 'Opção de vídeo não informado' })
    .transform((value): 0 | 1 => (value === '1' || value === 1 ? 1 : 0)),
  url_tutorial: tutorialUrl,
  url_tutorial_en: tutorialUrl,
});
export type GlobalSettingsInput = z.input<typeof globalSettingsSchema>;
export type GlobalSettingsData = z.output<typeof globalSettingsSchema>;
