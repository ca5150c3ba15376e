import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type UserDoc } from '../domain/docs.js';
import { DEMO_USERS } from '../local/seed/demo-users.js';
import type { Store } from '../store/port.js';
import { createSqliteStore } from '../store/sqlite.js';
import { bootstrapReferenceData } from './bootstrap.js';
import { makeAdmin, UnknownCpfError } from './make-admin.js';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nutrindex-ops-'));
  store = await createSqliteStore({ path: path.join(dir, 'ops.sqlite') });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('bootstrap', () => {
  it('gives a fresh project what registration and the premium modal need', async () => {
    const report = await bootstrapReferenceData(store);
    expect(report.kept).toEqual([]);
    expect(await store.count({ collection: COLLECTIONS.educations })).toBeGreaterThan(0);
    expect(await store.count({ collection: COLLECTIONS.plans })).toBe(3);
    expect(await store.get(COLLECTIONS.terms, 'current')).not.toBeNull();
    expect(await store.get(COLLECTIONS.settings, 'global')).not.toBeNull();
  });

  it('changes nothing when run again, not even terms an admin has edited since', async () => {
    await bootstrapReferenceData(store);
    await store.update(COLLECTIONS.terms, 'current', { content: '<p>Termos revisados</p>' });
    const again = await bootstrapReferenceData(store);
    expect(again.created).toEqual([]);
    expect(await store.get(COLLECTIONS.terms, 'current')).toMatchObject({ content: '<p>Termos revisados</p>' });
  });
});

describe('make-admin', () => {
  const user = DEMO_USERS.find((demo) => demo.role === 'user')!;

  it('sets the claim and the profile role of the account with that CPF, formatted or not, and ends its sessions', async () => {
    await store.set(COLLECTIONS.users, user.uid, user);
    await store.set(COLLECTIONS.uniqueCpf, user.document, { uid: user.uid });
    const claims: string[] = [];
    const admin = await makeAdmin(store, { setRole: async (uid, role) => void claims.push(`${uid}:${role}`) }, '111.444.777-35');
    expect(admin.uid).toBe(user.uid);
    expect(claims).toEqual([`${user.uid}:admin`]);
    expect(await store.get<UserDoc>(COLLECTIONS.users, user.uid)).toMatchObject({ role: 'admin', session_version: 1 });
  });

  it('refuses a CPF nobody registered, changing nothing', async () => {
    const claims: string[] = [];
    await expect(makeAdmin(store, { setRole: async (uid) => void claims.push(uid) }, '529.982.247-25')).rejects.toBeInstanceOf(UnknownCpfError);
    expect(claims).toEqual([]);
  });
});
