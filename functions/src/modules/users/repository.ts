import { COLLECTIONS, type GlobalSettingsDoc, type UserDoc } from '../../domain/docs.js';
import type { Patch, Store, Transaction } from '../../store/port.js';

/** The only code that reads and writes user profiles and their uniqueness markers. */
export function createUsersRepository(store: Store) {
  return {
    getByUid: (uid: string) => store.get<UserDoc>(COLLECTIONS.users, uid),
    async findUidByCpf(cpf: string): Promise<string | null> {
      const marker = await store.get<{ uid: string }>(COLLECTIONS.uniqueCpf, cpf);
      return marker?.uid ?? null;
    },
    async isEmailTaken(email: string): Promise<boolean> {
      return (await store.get(COLLECTIONS.uniqueEmail, email)) !== null;
    },
    update: (uid: string, patch: Patch) => store.update(COLLECTIONS.users, uid, patch),
    getGlobalSettings: () => store.get<GlobalSettingsDoc>(COLLECTIONS.settings, 'global'),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Reads the CPF and e-mail markers inside a transaction (reads first, as Firestore requires). */
export async function readUniqueMarkers(tx: Transaction, cpf: string, email: string) {
  const [cpfMarker, emailMarker] = await Promise.all([tx.get(COLLECTIONS.uniqueCpf, cpf), tx.get(COLLECTIONS.uniqueEmail, email)]);
  return { cpfTaken: cpfMarker !== null, emailTaken: emailMarker !== null };
}

export function writeNewUser(tx: Transaction, user: UserDoc): void {
  tx.create(COLLECTIONS.users, user.uid, user);
  tx.create(COLLECTIONS.uniqueCpf, user.document, { uid: user.uid });
  tx.create(COLLECTIONS.uniqueEmail, user.email, { uid: user.uid });
}
