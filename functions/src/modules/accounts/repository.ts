import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type EducationDoc, type GlobalSettingsDoc, type PlanDoc, type UserDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { conflict } from '../../http/errors.js';
import { paginate } from '../../store/paginate.js';
import { increment, type Filter, type Patch, type Store } from '../../store/port.js';

export const EMAIL_TAKEN_MESSAGE = 'E-mail já cadastrado';

function byId<T extends { id: number | string }>(docs: (T | null)[]): Map<string, T> {
  return new Map(docs.filter((doc): doc is T => doc !== null).map((doc) => [String(doc.id), doc]));
}

/** The only code that reads and writes accounts as the profile and users screens see them. */
export function createAccountsRepository(store: Store) {
  return {
    listUsers(page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<UserDoc>(store, { collection: COLLECTIONS.users, where, orderBy: [{ field: 'created_at', direction: 'desc' }] }, page, perPage);
    },
    async plansById(ids: string[]): Promise<Map<string, PlanDoc>> {
      return byId(await store.getMany<PlanDoc>(COLLECTIONS.plans, [...new Set(ids)]));
    },
    async educationsById(ids: number[]): Promise<Map<string, EducationDoc>> {
      return byId(await store.getMany<EducationDoc>(COLLECTIONS.educations, [...new Set(ids)].map(String)));
    },
    /** The uid holding an e-mail, or null when it is free. */
    async emailOwner(email: string): Promise<string | null> {
      return (await store.get<{ uid: string }>(COLLECTIONS.uniqueEmail, email))?.uid ?? null;
    },
    /**
     * Writes the profile changes and moves the e-mail marker in one transaction; a 409 (and no
     * write) when another account took the new e-mail in the meantime.
     */
    async saveProfile(uid: string, change: (user: UserDoc) => Patch & { email: string }): Promise<void> {
      await store.transaction(async (tx) => {
        const user = await tx.get<UserDoc>(COLLECTIONS.users, uid);
        if (!user) throw new Error(`profile ${uid} disappeared`);
        const patch = change(user);
        const emailChanged = patch.email !== user.email;
        if (emailChanged) {
          const marker = await tx.get<{ uid: string }>(COLLECTIONS.uniqueEmail, patch.email);
          if (marker && marker.uid !== uid) throw conflict(EMAIL_TAKEN_MESSAGE);
        }
        tx.update(COLLECTIONS.users, uid, patch);
        if (emailChanged) {
          tx.set(COLLECTIONS.uniqueEmail, patch.email, { uid });
          tx.delete(COLLECTIONS.uniqueEmail, user.email);
        }
      });
    },
    /** Every session signed in before now is refused from now on (the `sv` claim, see the guards). */
    async endSessions(uid: string, at: string): Promise<void> {
      await store.update(COLLECTIONS.users, uid, { sessions_valid_after: at, session_version: increment(1) });
    },
    getGlobalSettings: () => store.get<GlobalSettingsDoc>(COLLECTIONS.settings, 'global'),
    setGlobalSettings: (settings: GlobalSettingsDoc) => store.set(COLLECTIONS.settings, 'global', settings),
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
