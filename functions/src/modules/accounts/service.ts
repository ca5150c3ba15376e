import type { Caller } from '../../http/caller.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { GlobalSettings, ProfileDetails, UserRow } from '../../contract/accounts-answers.js';
import { WRONG_CURRENT_PASSWORD, type GlobalSettingsData, type PasswordChangeData, type ProfileUpdateData } from '../../contract/accounts.js';
import { formatCpf } from '../../contract/cpf.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { EducationDoc, GlobalSettingsDoc, Locale, PlanDoc, UserDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, conflict } from '../../http/errors.js';
import { logError, logInfo } from '../../runtime/log.js';
import { mapPage } from '../../store/paginate.js';
import { DEFAULT_SETTINGS } from '../users/port.js';
import { EMAIL_TAKEN_MESSAGE, type AccountsRepository } from './repository.js';

/** A row of the dashboard users table, with what its detail modal shows. */
function presentListedUser(user: UserDoc, plan: PlanDoc | undefined, education: EducationDoc | undefined, locale: Locale): UserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    document: formatCpf(user.document),
    image: user.image,
    premium: user.premium,
    plan: plan ? { name: localized(plan, 'name', locale) } : null,
    created_at: user.created_at,
    detail: {
      phone: user.detail.phone,
      education: education ? { name: localized(education, 'name', locale) } : null,
      receive_notifications: user.detail.receive_notifications,
      favourite_revisions: user.detail.favourite_revisions ?? 0,
    },
  };
}

/** What the profile form edits. */
function presentDetails(user: Pick<UserDoc, 'name' | 'email' | 'image' | 'detail'>): ProfileDetails {
  return { name: user.name, email: user.email, image: user.image, detail: { phone: user.detail.phone } };
}

/** The users list, the caller's own profile and password, and the general settings. */
export function createAccountsService(deps: { accounts: AccountsRepository; identity: IdentityProvider; now: () => Date }) {
  async function listUsers(query: ListQuery, locale: Locale) {
    const page = await deps.accounts.listUsers(query.page, PAGE_SIZE, query.search);
    const [plans, educations] = await Promise.all([
      deps.accounts.plansById(page.data.flatMap((user) => (user.plan_id ? [user.plan_id] : []))),
      deps.accounts.educationsById(page.data.flatMap((user) => (user.detail.education_id ? [user.detail.education_id] : []))),
    ]);
    return mapPage(page, (user) =>
      presentListedUser(user, user.plan_id ? plans.get(user.plan_id) : undefined, educations.get(String(user.detail.education_id)), locale),
    );
  }

  /**
   * Firebase Auth holds the e-mail and display name too. It is changed first (it refuses an
   * e-mail another account holds); if the profile transaction then fails, it is changed back.
   */
  async function updateProfile(caller: Caller, input: ProfileUpdateData) {
    const before = caller.user;
    const emailChanged = input.email !== before.email;
    if (emailChanged) {
      const owner = await deps.accounts.emailOwner(input.email);
      if (owner && owner !== caller.uid) throw conflict(EMAIL_TAKEN_MESSAGE);
    }
    const authChanges = { ...(emailChanged ? { email: input.email } : {}), ...(input.name !== before.name ? { displayName: input.name } : {}) };
    const authChanged = Object.keys(authChanges).length > 0;
    if (authChanged) await deps.identity.updateAccount(caller.uid, authChanges);
    try {
      await deps.accounts.saveProfile(caller.uid, (user) => ({
        name: input.name,
        email: input.email,
        'detail.phone': input.phone,
        keywords: buildKeywords(input.name, input.email, user.document),
        updated_at: deps.now().toISOString(),
      }));
    } catch (error) {
      if (authChanged) {
        await deps.identity
          .updateAccount(caller.uid, { email: before.email, displayName: before.name })
          .catch((revertError: unknown) => logError('profile_auth_revert_failed', revertError, { uid: caller.uid }));
      }
      throw error;
    }
    logInfo('profile_updated', { uid: caller.uid, email_changed: emailChanged });
    const item = presentDetails({ ...before, name: input.name, email: input.email, detail: { ...before.detail, phone: input.phone } });
    // Firebase Auth ends the account's sessions on an e-mail change: the caller gets a new one.
    if (!emailChanged) return { item };
    return { item, token: await deps.identity.createCustomToken(caller.uid, before.role, before.session_version ?? 0) };
  }

  async function changePassword(caller: Caller, input: PasswordChangeData): Promise<void> {
    if (!(await deps.identity.checkPassword(caller.user.email, input.password))) {
      throw new AppError(422, WRONG_CURRENT_PASSWORD, { password: [WRONG_CURRENT_PASSWORD] });
    }
    // Firebase Auth revokes the account's refresh tokens on a password change; the ID tokens still
    // alive are refused as well, so every session ends here (the web app signs its own in again).
    await deps.identity.updateAccount(caller.uid, { password: input.new_password });
    await deps.accounts.endSessions(caller.uid, deps.now().toISOString());
    logInfo('password_changed', { uid: caller.uid });
  }

  async function globalSettings(): Promise<GlobalSettings> {
    return (await deps.accounts.getGlobalSettings()) ?? DEFAULT_SETTINGS;
  }

  async function saveGlobalSettings(input: GlobalSettingsData): Promise<GlobalSettings> {
    const settings: GlobalSettingsDoc = { ...input };
    await deps.accounts.setGlobalSettings(settings);
    return settings;
  }

  return { listUsers, details: presentDetails, updateProfile, changePassword, globalSettings, saveGlobalSettings };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
