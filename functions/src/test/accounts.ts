import type { Test } from 'supertest';
import { COLLECTIONS } from '../domain/docs.js';
import { registration, writeReferenceData } from './fixtures.js';
import { idTokenFor, type TestContext } from './harness.js';

export type CallerKind = 'user' | 'premium' | 'admin';

export interface SignedInCaller {
  uid: string;
  idToken: string;
  email: string;
  /** Adds this caller's `Authorization: Bearer` header to a supertest request. */
  auth: (req: Test) => Test;
}

/**
 * A freshly registered account (random CPF and e-mail, so parallel test files can share one
 * Auth emulator), promoted to the asked role: 'user' is a free account, 'premium' has the annual
 * plan, 'admin' has the admin role in the profile and in the custom claims.
 * Writes the reference data first when the context has none (registration needs an education).
 */
export async function signedInCaller(ctx: TestContext, kind: CallerKind, overrides: Record<string, unknown> = {}): Promise<SignedInCaller> {
  const { store } = ctx.deps;
  if (!(await store.get(COLLECTIONS.educations, '1'))) await writeReferenceData(store);

  const form = registration(overrides);
  const response = await ctx.api.post('/api/v1/register').send(form);
  if (response.status !== 200) throw new Error(`register failed (${response.status}): ${JSON.stringify(response.body)}`);
  const cpf = String(form.document).replace(/\D/g, '');
  const marker = await store.get<{ uid: string }>(COLLECTIONS.uniqueCpf, cpf);
  if (!marker) throw new Error(`no uid recorded for CPF ${cpf}`);
  const uid = marker.uid;

  if (kind === 'admin') {
    await store.update(COLLECTIONS.users, uid, { role: 'admin' });
    await ctx.deps.identity.setRole(uid, 'admin');
  } else if (kind === 'premium') {
    await store.update(COLLECTIONS.users, uid, { premium: 1, plan_id: 'annual' });
  }

  const idToken = await idTokenFor(response.body.token as string);
  return { uid, idToken, email: String(form.email), auth: (req: Test) => req.set('Authorization', `Bearer ${idToken}`) };
}
