import type { CurrentUser } from '../../contract/auth-answers.js';
import type { EducationDoc, GlobalSettingsDoc, Locale, PlanDoc, UserDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { formatCpf } from '../../contract/cpf.js';

const ROLE_NAMES = { admin: { pt: 'Administrador', en: 'Administrator' }, user: { pt: 'Usuário', en: 'User' } } as const;

export const DEFAULT_SETTINGS: GlobalSettingsDoc = { text_align: 'text-justify', url_tutorial: '', url_tutorial_en: '', show_tutorial: 0 };

/** The user as `GET user` answers it (spec section 3). */
export function presentUser(user: UserDoc, context: { settings: GlobalSettingsDoc | null; plan: PlanDoc | null; education: EducationDoc | null }): CurrentUser {
  const locale: Locale = user.locale;
  const settings = context.settings ?? DEFAULT_SETTINGS;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    document: formatCpf(user.document),
    image: user.image,
    status: user.status,
    premium: user.premium,
    role: { name: ROLE_NAMES[user.role][locale], slug: user.role },
    locale,
    theme: user.theme ?? 'system',
    plan: context.plan ? { name: localized(context.plan, 'name', locale) } : null,
    created_at: user.created_at,
    settings: {
      text_align: settings.text_align,
      url_tutorial: settings.url_tutorial,
      url_tutorial_en: settings.url_tutorial_en,
      show_tutorial: settings.show_tutorial,
    },
    detail: {
      phone: user.detail.phone,
      education: context.education ? { name: localized(context.education, 'name', locale) } : null,
      receive_notifications: user.detail.receive_notifications,
      favourite_revisions: user.detail.favourite_revisions ?? 0,
    },
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;
