import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { BlobStore } from '../../blob/port.js';
import { WRONG_CURRENT_PASSWORD } from '../../contract/accounts.js';
import { formatCpf } from '../../contract/cpf.js';
import type { PersonalDataExport } from '../../contract/privacy-answers.js';
import type { Actor, UserDoc } from '../../domain/docs.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { logInfo } from '../../runtime/log.js';
import type { PaymentsDeps } from '../payments/service.js';
import type { PaymentUser } from '../payments/port.js';
import type { PrivacyRepository } from './repository.js';

export const ACCOUNT_DELETED_MESSAGE = 'Conta excluída. Seus dados pessoais foram apagados.';
export const USER_NOT_FOUND = 'Usuário não encontrado';

/** Subscription states Stripe would still charge or serve: cancelled before the account goes. */
const LIVE = new Set(['trialing', 'active', 'past_due', 'unpaid', 'incomplete']);

const isUserNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/** LGPD arts. 18 and 19: a person obtains everything held about them, and can have it erased. */
export function createPrivacyService(deps: { privacy: PrivacyRepository; identity: IdentityProvider; blobs: BlobStore; payments?: PaymentsDeps; now: () => Date }) {
  /** A machine-readable copy of every record about the user (JSON). */
  async function exportData(user: UserDoc): Promise<PersonalDataExport> {
    const [held, education] = await Promise.all([deps.privacy.collect(user.uid), deps.privacy.education(user.detail.education_id)]);
    return {
      exported_at: deps.now().toISOString(),
      controller: 'Nutrindex',
      profile: {
        id: user.id,
        name: user.name,
        email: user.email,
        document: formatCpf(user.document),
        phone: user.detail.phone,
        education: education?.name ?? null,
        locale: user.locale,
        theme: user.theme ?? 'system',
        role: user.role,
        status: user.status,
        premium: user.premium,
        plan_id: user.plan_id,
        subscription_status: user.subscription_status ?? 'none',
        image: user.image,
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
      notifications: {
        receive_notifications: user.detail.receive_notifications,
        devices: held.devices.map((device) => ({ token: device.token, created_at: device.created_at, updated_at: device.updated_at })),
        received: held.inbox.map((copy) => ({ id: copy.notification_id, title: copy.title, body: copy.body, created_at: copy.created_at, read_at: copy.read_at })),
      },
      favorites: held.favorites.map((favorite) => ({ supplement_id: favorite.supplement_id, supplement_name: favorite.supplement_name, created_at: favorite.created_at })),
      recently_viewed: held.recentViews.map((view) => ({ supplement_id: view.supplement_id, supplement_name: view.supplement_name, viewed_at: view.viewed_at })),
      suggestions: held.suggestions.map((suggestion) => ({ id: suggestion.id, content: suggestion.content, created_at: suggestion.created_at })),
      prescriber: user.council ? { council: user.council.council, number: user.council.number, region: user.council.region ?? null, state: user.council.state ?? null, contact: user.council.contact ?? null } : null,
      formulas: held.formulas.map((formula) => ({
        id: formula.id,
        name: formula.name,
        patient_name: formula.patient_name,
        population: formula.population,
        components: formula.components.map(({ form_id, amount, unit }) => ({ form_id, amount, unit })),
        pharmaceutical_form: formula.pharmaceutical_form as PersonalDataExport['formulas'][number]['pharmaceutical_form'],
        units_per_dose: formula.units_per_dose,
        doses_per_day: formula.doses_per_day,
        duration_days: formula.duration_days,
        drug_ids: formula.drug_ids,
        condition_ids: formula.condition_ids,
        notes: formula.notes,
        created_at: formula.created_at,
        updated_at: formula.updated_at,
      })),
      subscriptions: held.subscriptions.map((record) => ({
        id: record.id,
        plan_id: record.plan_id,
        status: record.status,
        trial_end: record.trial_end,
        current_period_end: record.current_period_end,
        canceled_at: record.canceled_at,
        paid_invoices: record.paid_invoices,
        created_at: record.created_at,
      })),
    };
  }

  /**
   * Cancels a live subscription at Stripe (its record then reads as Stripe answered: 'canceled', even
   * during a trial), deletes the Firebase Auth account, then the personal data.
   * Each step can run again: a failure midway is finished by asking again (the user, or an admin).
   */
  async function erase(user: UserDoc, by: Actor): Promise<void> {
    const payment = user as PaymentUser;
    let closed: Awaited<ReturnType<NonNullable<typeof deps.payments>['gateway']['cancelSubscription']>> | undefined;
    if (payment.subscription_id && LIVE.has(user.subscription_status ?? 'none')) {
      if (!deps.payments) throw new AppError(503, 'Pagamentos indisponíveis no momento. A assinatura precisa ser cancelada antes da exclusão.');
      closed = await deps.payments.gateway.cancelSubscription(payment.subscription_id);
    }
    try {
      await deps.identity.deleteAccount(user.uid);
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
    // The profile photo is personal data too; the same picture uploaded by another account is theirs.
    if (user.image && !(await deps.privacy.photoSharedWith(user))) await deps.blobs.delete('users', user.image);
    await deps.privacy.erase(user, {
      action: 'user.delete',
      actor: by,
      target: { type: 'user', id: String(user.id), name: `conta ${user.id}` },
      summary: by.uid === user.uid ? `Conta ${user.id} excluída pelo titular (LGPD)` : `Conta ${user.id} excluída a pedido do titular (LGPD)`,
      at: deps.now().toISOString(),
    }, closed);
    logInfo('account_deleted', { uid: user.uid, by: by.uid === user.uid ? 'self' : 'admin' });
  }

  async function eraseOwn(user: UserDoc, password: string): Promise<void> {
    if (!(await deps.identity.checkPassword(user.email, password))) {
      throw new AppError(422, WRONG_CURRENT_PASSWORD, { password: [WRONG_CURRENT_PASSWORD] });
    }
    await erase(user, { uid: user.uid, name: 'Titular da conta' });
  }

  async function userById(id: number): Promise<UserDoc> {
    const user = await deps.privacy.userById(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  /** An administrator erases a user's account on their request; administrators' own accounts are not erased here. */
  async function eraseById(id: number, admin: Actor): Promise<void> {
    const user = await userById(id);
    if (user.role === 'admin') throw conflict('Contas de administrador não são excluídas por aqui: retire o papel de administrador antes.');
    await erase(user, admin);
  }

  return { exportData, eraseOwn, eraseById, exportById: async (id: number) => exportData(await userById(id)) };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
