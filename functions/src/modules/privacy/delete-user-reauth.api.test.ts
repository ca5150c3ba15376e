import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../domain/docs.js';
import { RECENT_SIGN_IN_REQUIRED } from '../../contract/session.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, idTokenFor, PROJECT_ID, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;

/**
 * Dates the account's "tokens valid since" an hour back (the Auth emulator's admin API): under the
 * emulator, firebase-admin refuses as revoked any token signed in before that moment, which for a
 * just-created account would be every back-dated sign-in.
 */
async function validSinceAnHourAgo(uid: string): Promise<void> {
  const validSince = String(Math.floor(Date.now() / 1000) - 3600);
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince }),
  });
  if (!response.ok) throw new Error(`accounts:update failed (${response.status})`);
}

/**
 * An ID token of the admin's session as Firebase Auth would mint it had the session signed in
 * `minutesAgo` minutes ago. The Auth emulator's tokens are unsigned and firebase-admin checks them
 * without a signature under the emulator, so a test can date a sign-in in the past.
 */
function idTokenSignedIn(uid: string, minutesAgo: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - minutesAgo * 60,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    role: 'admin',
    sv: 0,
    firebase: { identities: {}, sign_in_provider: 'custom' },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const deleteUser = (token: string, id: number) => ctx.api.delete(`/api/v1/users/${id}`).set('Authorization', `Bearer ${token}`);

async function accountToDelete(): Promise<{ uid: string; id: number }> {
  const person = await signedInCaller(ctx, 'user');
  const profile = await ctx.deps.store.get<{ id: number }>(COLLECTIONS.users, person.uid);
  return { uid: person.uid, id: profile!.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin');
  await validSinceAnHourAgo(admin.uid);
});
afterAll(() => ctx.close());

describe("deleting a user asks for the administrator's recent sign-in", () => {
  it('refuses a session that signed in over 5 minutes ago, and deletes nothing', async () => {
    const person = await accountToDelete();
    const refused = await deleteUser(idTokenSignedIn(admin.uid, 6), person.id).expect(403);
    expect(refused.body).toMatchObject({ message: RECENT_SIGN_IN_REQUIRED, code: 'reauthentication_required' });
    expect(await ctx.deps.store.get(COLLECTIONS.users, person.uid)).not.toBeNull();
    // The old session still reads: only the deletion asks for the password.
    await ctx.api.get('/api/v1/users').set('Authorization', `Bearer ${idTokenSignedIn(admin.uid, 6)}`).expect(200);
  });

  it('deletes once the administrator confirmed the password (a session signed in now)', async () => {
    const person = await accountToDelete();
    const wrong = await admin.auth(ctx.api.post('/api/v1/session/confirm-password')).send({ password: 'errada123' }).expect(422);
    expect(wrong.body.errors).toEqual({ password: ['Senha atual incorreta'] });
    const empty = await admin.auth(ctx.api.post('/api/v1/session/confirm-password')).send({}).expect(422);
    expect(empty.body.errors).toEqual({ password: ['Senha não foi preenchida'] });

    const confirmed = await admin.auth(ctx.api.post('/api/v1/session/confirm-password')).send({ password: 'segredo1' }).expect(200);
    const fresh = await idTokenFor(confirmed.body.token);
    await deleteUser(fresh, person.id).expect(200);
    expect(await ctx.deps.store.get(COLLECTIONS.users, person.uid)).toBeNull();
  });

  it('accepts a session signed in a minute ago', async () => {
    const person = await accountToDelete();
    await deleteUser(idTokenSignedIn(admin.uid, 1), person.id).expect(200);
  });
});
