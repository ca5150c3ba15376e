import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { TokenAnswer } from '../../contract/answer-shapes.js';
import type { CurrentUser, EducationsAnswer, TermAnswer } from '../../contract/auth-answers.js';
import { maskCpf } from '../../contract/cpf.js';
import type { RegisterData, ThemePreference } from '../../contract/auth.js';
import type { Locale, UserDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, unauthorized } from '../../http/errors.js';
import { logError, logInfo } from '../../runtime/log.js';
import { nextShardedId } from '../../store/ids.js';
import { increment, type Store } from '../../store/port.js';
import { presentUser, readUniqueMarkers, type UserProfiles, writeNewUser } from '../users/port.js';
import { crashPoint } from '../../faults/crash-points.js';
import { createLoginLimits } from './login-limits.js';
import { createTrustedDevices } from './trusted-devices.js';
import type { ReferenceRepository } from './repository.js';

export const WRONG_CREDENTIALS_MESSAGE = 'CPF ou senha incorretos';

/**
 * What a login for a CPF without an account reads and checks instead, so that it does the same work
 * (a profile read and a password check at Firebase Auth) and takes the same time as one with an account.
 */
const NO_ACCOUNT = { uid: 'no-account', email: 'no-account@nutrindex.invalid' } as const;

/**
 * An Auth account with no profile, older than this, was left by a registration that died between
 * creating it and writing the profile: the next registration of its e-mail removes it. A younger one
 * may be a registration still under way, so its e-mail answers 'já cadastrado' for now.
 */
export const ORPHAN_ACCOUNT_AGE_MS = 2 * 60 * 1000;

/** Who is asking: the address limits count on, and the trusted-device token the request's cookie carries. */
export interface LoginClient {
  address: string;
  device?: string;
}

interface IdentityDeps {
  store: Store;
  identity: IdentityProvider;
  users: UserProfiles;
  reference: ReferenceRepository;
  now: () => Date;
}

function duplicateError(cpfTaken: boolean, emailTaken: boolean): AppError {
  const errors: Record<string, string[]> = {};
  if (cpfTaken) errors.document = ['CPF já cadastrado'];
  if (emailTaken) errors.email = ['E-mail já cadastrado'];
  return new AppError(409, cpfTaken ? 'CPF já cadastrado' : 'E-mail já cadastrado', errors);
}

/** Registration, login, logout and the profile read, on Firebase Auth plus the profile store. */
export function createIdentityService(deps: IdentityDeps) {
  const limits = createLoginLimits(deps.store, deps.now);
  const devices = createTrustedDevices(deps.store, deps.now);

  async function register(input: RegisterData, locale: Locale, address: string): Promise<TokenAnswer> {
    await limits.countRegistration(address);
    if (!(await deps.reference.getEducation(input.education_id))) {
      throw new AppError(422, 'Formação não selecionada', { education_id: ['Formação não selecionada'] });
    }
    const [cpfTaken, emailTaken] = await Promise.all([deps.users.findUidByCpf(input.document), deps.users.isEmailTaken(input.email)]);
    if (cpfTaken || emailTaken) throw duplicateError(cpfTaken !== null, emailTaken);
    await removeOrphanAccount(input.email);

    const uid = await deps.identity.createAccount({ email: input.email, password: input.password, displayName: input.name });
    crashPoint('register:after-auth-account');
    try {
      await deps.store.transaction(async (tx) => {
        const markers = await readUniqueMarkers(tx, input.document, input.email);
        if (markers.cpfTaken || markers.emailTaken) throw duplicateError(markers.cpfTaken, markers.emailTaken);
        const id = await nextShardedId(tx, 'users');
        const now = deps.now().toISOString();
        const user: UserDoc = {
          id,
          uid,
          name: input.name,
          email: input.email,
          document: input.document,
          image: null,
          status: 'active',
          premium: 0,
          role: 'user',
          locale,
          plan_id: null,
          detail: { phone: input.phone, education_id: input.education_id, receive_notifications: input.receive_notifications },
          keywords: buildKeywords(input.name, input.email, input.document),
          sessions_valid_after: null,
          created_at: now,
          updated_at: now,
        };
        writeNewUser(tx, user);
      });
    } catch (error) {
      // The profile was not written: remove the Auth account so the CPF and e-mail stay free.
      await deps.identity.deleteAccount(uid).catch((cleanupError: unknown) => logError('register_cleanup_failed', cleanupError, { uid }));
      throw error;
    }
    await deps.identity.setRole(uid, 'user');
    logInfo('user_registered', { uid, cpf: maskCpf(input.document) });
    return { token: await deps.identity.createCustomToken(uid, 'user', 0) };
  }

  /** Removes the Auth account a registration of this e-mail left without a profile (ORPHAN_ACCOUNT_AGE_MS). */
  async function removeOrphanAccount(email: string): Promise<void> {
    const account = await deps.identity.findAccount(email);
    if (!account) return;
    if (deps.now().getTime() - account.createdAt.getTime() < ORPHAN_ACCOUNT_AGE_MS) throw duplicateError(false, true);
    await deps.identity.deleteAccount(account.uid);
    logInfo('orphan_account_removed', { uid: account.uid });
  }

  /**
   * Signs in by CPF and password. A device that signed this CPF in before is held by its own count
   * only (trusted-devices.ts); any other is held by the CPF's and the address's limits (login-limits.ts).
   * The answer's `device` is the token the route keeps in the device's cookie.
   */
  async function login(document: string, password: string, client: LoginClient): Promise<TokenAnswer & { device: string }> {
    const trusted = await devices.isTrusted(client.device, document);
    if (!trusted) await limits.check(document, client.address);
    const uid = await deps.users.findUidByCpf(document);
    const user = await deps.users.getByUid(uid ?? NO_ACCOUNT.uid);
    const passwordRight = await deps.identity.checkPassword(user?.email ?? NO_ACCOUNT.email, password);
    if (!user || user.status !== 'active' || !passwordRight) {
      if (trusted) await devices.recordFailure(client.device!);
      else await limits.recordFailure(document, client.address);
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
    }
    await limits.recordSuccess(document);
    const device = await devices.trust(client.device, document);
    return { token: await deps.identity.createCustomToken(user.uid, user.role, user.session_version ?? 0), device };
  }

  async function logout(uid: string): Promise<void> {
    await deps.identity.revokeSessions(uid);
    await deps.users.update(uid, { sessions_valid_after: deps.now().toISOString(), session_version: increment(1) });
  }

  async function profile(user: UserDoc): Promise<CurrentUser> {
    const [settings, plan, education] = await Promise.all([
      deps.users.getGlobalSettings(),
      user.plan_id ? deps.reference.getPlan(user.plan_id) : null,
      user.detail.education_id ? deps.reference.getEducation(user.detail.education_id) : null,
    ]);
    return presentUser(user, { settings, plan, education });
  }

  async function setLocale(uid: string, locale: Locale): Promise<void> {
    await deps.users.update(uid, { locale, updated_at: deps.now().toISOString() });
  }

  /** The caller's own theme; nothing else of the profile changes. */
  async function setTheme(uid: string, theme: ThemePreference): Promise<ThemePreference> {
    await deps.users.update(uid, { theme, updated_at: deps.now().toISOString() });
    return theme;
  }

  async function educations(locale: Locale): Promise<EducationsAnswer['items']> {
    const list = await deps.reference.listEducations();
    return list.map((education) => ({ id: education.id, name: localized(education, 'name', locale) }));
  }

  async function term(locale: Locale): Promise<TermAnswer['item']> {
    const doc = await deps.reference.getTerm();
    return { content: doc ? localized(doc, 'content', locale) : '' };
  }

  return { register, login, logout, profile, setLocale, setTheme, educations, term };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
