import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../../domain/docs.js';
import { AppError } from '../../http/errors.js';
import { logWarning } from '../../runtime/log.js';
import type { Store } from '../../store/port.js';

/**
 * Failed logins, counted in the store so the limit holds across function instances (Firebase
 * Auth's own limits see only the functions' addresses). Only failures count: a person who types
 * the right password is never slowed down by their own earlier successes.
 *
 * - Per client address: after 50 failures in 15 minutes, its logins are refused until the window
 *   ends (password spraying across many CPFs).
 * - Per CPF, from anywhere: after 10 failures in 15 minutes, one attempt per 30 seconds. This slows
 *   guessing to a crawl but never locks the real owner out: they can always try again in 30 s.
 * A success clears its CPF's count. Unknown CPFs are counted like known ones, so the answers never
 * tell whether a CPF is registered. Neither limit holds a device that signed the CPF in before
 * (trusted-devices.ts): no one else's failures keep a person out of their own device.
 * - Registrations per client address: REGISTRATIONS_PER_ADDRESS an hour, every attempt counted, so
 *   'CPF já cadastrado' cannot be asked about CPF after CPF.
 * Documents carry `expires_at`, a Date (a Firestore Timestamp), for the TTL policy that
 * firestore.indexes.json declares: Firestore expires documents only on Timestamp fields.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const CPF_FAILURES_BEFORE_SLOWDOWN = 10;
export const CPF_SLOWDOWN_MS = 30 * 1000;
export const ADDRESS_FAILURES_LIMIT = 50;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const REGISTRATIONS_PER_ADDRESS = 10;

export const SLOW_DOWN_MESSAGE = 'Muitas tentativas para este CPF. Aguarde 30 segundos e tente novamente.';
export const ADDRESS_BLOCKED_MESSAGE = 'Muitas tentativas deste dispositivo. Tente novamente em alguns minutos.';
export const REGISTRATIONS_BLOCKED_MESSAGE = 'Muitas tentativas de cadastro deste dispositivo. Tente novamente mais tarde.';

interface AttemptsDoc {
  [key: string]: unknown;
  failures: number;
  window_start: string;
  last_failure_at: string;
  expires_at: Date;
}

/**
 * This machine's own address: requests of the local emulator suite and the tests, which reach the
 * function without Google's front end. In production every request carries an address Google or
 * Hosting appended (http/client-address.ts), never a loopback one, so the per-address limits skip
 * only local runs, where one machine registers every test account.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Document ids: a hash, so no CPF or address is stored in the clear. */
const keyOf = (kind: 'cpf' | 'ip' | 'register', value: string) => `${kind}_${createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, 40)}`;

/** The failure counter of one CPF (the account deletion removes it). */
export const cpfAttemptsKey = (cpf: string) => keyOf('cpf', cpf);

export function createLoginLimits(store: Store, now: () => Date) {
  async function read(key: string, windowMs = LOGIN_WINDOW_MS): Promise<AttemptsDoc | null> {
    const doc = await store.get<AttemptsDoc>(COLLECTIONS.loginAttempts, key);
    if (!doc || now().getTime() - Date.parse(doc.window_start) >= windowMs) return null;
    return doc;
  }

  /** Throws 429 when this attempt must wait; reads only. */
  async function check(cpf: string, address: string): Promise<void> {
    const [byCpf, byAddress] = await Promise.all([read(keyOf('cpf', cpf)), LOOPBACK.has(address) ? null : read(keyOf('ip', address))]);
    if (byAddress && byAddress.failures >= ADDRESS_FAILURES_LIMIT) throw new AppError(429, ADDRESS_BLOCKED_MESSAGE);
    if (byCpf && byCpf.failures >= CPF_FAILURES_BEFORE_SLOWDOWN && now().getTime() - Date.parse(byCpf.last_failure_at) < CPF_SLOWDOWN_MS) {
      throw new AppError(429, SLOW_DOWN_MESSAGE);
    }
  }

  async function countFailure(key: string, windowMs = LOGIN_WINDOW_MS): Promise<void> {
    await store.transaction(async (tx) => {
      const at = now();
      const current = await tx.get<AttemptsDoc>(COLLECTIONS.loginAttempts, key);
      const fresh = !current || at.getTime() - Date.parse(current.window_start) >= windowMs;
      tx.set(COLLECTIONS.loginAttempts, key, {
        failures: fresh ? 1 : current.failures + 1,
        window_start: fresh ? at.toISOString() : current.window_start,
        last_failure_at: at.toISOString(),
        expires_at: new Date(at.getTime() + windowMs),
      });
    });
  }

  /** Counts a failed attempt; a write lost to contention (an attack) is not worth a 500. */
  async function recordFailure(cpf: string, address: string): Promise<void> {
    const results = await Promise.allSettled([countFailure(keyOf('cpf', cpf)), ...(LOOPBACK.has(address) ? [] : [countFailure(keyOf('ip', address))])]);
    for (const result of results) if (result.status === 'rejected') logWarning('login_failure_not_counted', { reason: String(result.reason) });
  }

  async function recordSuccess(cpf: string): Promise<void> {
    await store.delete(COLLECTIONS.loginAttempts, keyOf('cpf', cpf));
  }

  /** Counts a registration attempt of this address, and throws 429 once it has made too many this hour. */
  async function countRegistration(address: string): Promise<void> {
    if (LOOPBACK.has(address)) return;
    const key = keyOf('register', address);
    const attempts = await read(key, REGISTRATION_WINDOW_MS);
    if (attempts && attempts.failures >= REGISTRATIONS_PER_ADDRESS) throw new AppError(429, REGISTRATIONS_BLOCKED_MESSAGE);
    await countFailure(key, REGISTRATION_WINDOW_MS);
  }

  return { check, recordFailure, recordSuccess, countRegistration };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
