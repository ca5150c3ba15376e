import { isValidCpf, onlyDigits } from '../contract/cpf.js';
import { COLLECTIONS, type UserDoc } from '../domain/docs.js';
import { increment, type Store } from '../store/port.js';
import { recordAudit } from '../modules/history/record.js';

/** What granting the role needs of Firebase Auth. */
export interface RoleSetter {
  setRole(uid: string, role: 'admin'): Promise<void>;
}

export class UnknownCpfError extends Error {}

/**
 * Makes the account of this CPF an administrator: the `role` custom claim in Firebase Auth and the
 * profile's role (the one the API reads). Its open sessions end, so the next sign-in carries the claim.
 */
export async function makeAdmin(store: Store, auth: RoleSetter, cpf: string): Promise<{ uid: string; name: string }> {
  if (!isValidCpf(cpf)) throw new UnknownCpfError(`'${cpf}' is not a valid CPF.`);
  const marker = await store.get<{ uid: string }>(COLLECTIONS.uniqueCpf, onlyDigits(cpf));
  const user = marker ? await store.get<UserDoc>(COLLECTIONS.users, marker.uid) : null;
  if (!user) throw new UnknownCpfError('No account has this CPF: register it first (the web app or POST /api/v1/register).');
  await auth.setRole(user.uid, 'admin');
  const at = new Date().toISOString();
  const batch = store.batch();
  batch.update(COLLECTIONS.users, user.uid, { role: 'admin', session_version: increment(1), updated_at: at });
  recordAudit(batch, {
    action: 'user.role',
    actor: { uid: 'ops', name: 'npm run make-admin' },
    target: { type: 'user', id: String(user.id), name: user.name },
    summary: `"${user.name}" passou a ser administrador`,
    at,
  });
  await batch.commit();
  return { uid: user.uid, name: user.name };
}
