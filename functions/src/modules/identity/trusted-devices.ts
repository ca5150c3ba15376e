import { createHash, randomBytes } from 'node:crypto';
import { COLLECTIONS } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';
import { cpfAttemptsKey } from './login-limits.js';

/**
 * Devices that signed in before (OWASP's "device cookies"): a successful login gets a random token in
 * an HttpOnly cookie, remembered here by its hash and the CPF it signed in. A login that brings it for
 * that CPF is not held by the CPF's or the address's limits, so no one else's failures can keep the
 * owner out of their own device. A trusted device that fails itself is counted alone, and after
 * DEVICE_FAILURES_LIMIT failures it is trusted no more.
 *
 * The cookie is `__session`: Firebase Hosting forwards no other cookie to the function. A client that
 * keeps no cookies (the mobile app) sends the same token in the `X-Device-Token` header instead: a
 * login that carries the header (`new` before it has a token) answers the token in `device_token`.
 */
export const DEVICE_COOKIE = '__session';
export const DEVICE_HEADER = 'x-device-token';
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000;
export const DEVICE_FAILURES_LIMIT = 10;

interface TrustedDeviceDoc {
  [key: string]: unknown;
  /** The CPF's hashed key (login-limits.ts), never the CPF. */
  cpf_key: string;
  failures: number;
  created_at: string;
  /** A Date (a Timestamp) for the TTL policy in firestore.indexes.json; a string in devices trusted before it. */
  expires_at: Date | string;
}

const deviceId = (token: string) => createHash('sha256').update(`device:${token}`).digest('hex');

const DEVICE_TOKEN = /^[\w-]{20,100}$/;

/** The device token a request carries, in its X-Device-Token header or its Cookie header, if any. */
export function deviceTokenOf(cookieHeader: string | undefined, deviceHeader?: string): string | undefined {
  const fromHeader = deviceHeader?.trim();
  if (fromHeader && DEVICE_TOKEN.test(fromHeader)) return fromHeader;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return DEVICE_TOKEN.test(value.join('=')) ? value.join('=') : undefined;
  }
  return undefined;
}

export function createTrustedDevices(store: Store, now: () => Date) {
  async function read(token: string | undefined, cpf: string): Promise<TrustedDeviceDoc | null> {
    if (!token) return null;
    const device = await store.get<TrustedDeviceDoc>(COLLECTIONS.trustedDevices, deviceId(token));
    const usable = device && device.cpf_key === cpfAttemptsKey(cpf) && device.failures < DEVICE_FAILURES_LIMIT && new Date(device.expires_at).getTime() > now().getTime();
    return usable ? device : null;
  }

  return {
    /** Whether `token` is a device that signed `cpf` in before and has not failed too often since. */
    isTrusted: async (token: string | undefined, cpf: string) => (await read(token, cpf)) !== null,

    /** Remembers this device for `cpf` (keeping the token it already has): the token the cookie carries. */
    async trust(token: string | undefined, cpf: string): Promise<string> {
      const kept = (await read(token, cpf)) ? token! : randomBytes(24).toString('base64url');
      const at = now();
      await store.set(COLLECTIONS.trustedDevices, deviceId(kept), {
        cpf_key: cpfAttemptsKey(cpf),
        failures: 0,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + DEVICE_TRUST_MS),
      } satisfies TrustedDeviceDoc);
      return kept;
    },

    /** Counts a failure of a trusted device against itself. */
    async recordFailure(token: string): Promise<void> {
      await store.transaction(async (tx) => {
        const device = await tx.get<TrustedDeviceDoc>(COLLECTIONS.trustedDevices, deviceId(token));
        if (device) tx.update(COLLECTIONS.trustedDevices, deviceId(token), { failures: device.failures + 1 });
      });
    },
  };
}
export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
