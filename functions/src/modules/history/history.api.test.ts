import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { pruneVersionsJob } from './prune-job.js';
import { createHistoryServiceFor } from './routes.js';

let ctx: TestContext;
let admin: SignedInCaller;
let otherAdmin: SignedInCaller;
let user: SignedInCaller;
let clock = Date.parse('2026-06-01T12:00:00.000Z');
let category: { id: number; slug: string };

const topicForm = (fields: Record<string, string | number>) => ({ name: 'Formas Químicas', order: '1', is_paid: '0', content: '<p>Texto</p>', tags: '', ...fields });
const saveTopic = (caller: SignedInCaller, id: number, fields: Record<string, string | number>) =>
  caller.auth(ctx.api.post(`/api/v1/supplement-topics/${id}`)).send(fields);
const versionsOf = async (type: string, id: number) =>
  (await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type, item_id: id })).expect(200)).body.items;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date((clock += 60_000)) });
  admin = await signedInCaller(ctx, 'admin', { name: 'Ana Editora' });
  otherAdmin = await signedInCaller(ctx, 'admin', { name: 'Bruno Revisor' });
  user = await signedInCaller(ctx, 'user');
  category = await createCategory(ctx, admin);
});
afterAll(() => ctx.close());

describe('versions', () => {
  it('every create and update keeps a version with its author and what changed; restoring is a new version', async () => {
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id, { content: '<p>Primeira redação</p>' });
    const form = topicForm({ supplement_id: supplement.id, name: topic.name });
    await saveTopic(otherAdmin, topic.id, { ...form, revision: 1, content: '<p>Segunda redação</p>' }).expect(200);

    const list = await versionsOf('topic', topic.id);
    expect(list.data.map((row: { action: string; actor: { name: string }; changed: string[] }) => [row.action, row.actor.name, row.changed])).toEqual([
      ['update', 'Bruno Revisor', ['content']],
      ['create', 'Ana Editora', []],
    ]);
    const first = (await admin.auth(ctx.api.get(`/api/v1/content-versions/${list.data[1].id}`)).expect(200)).body.item;
    expect(first.snapshot.content).toBe('<p>Primeira redação</p>');

    const restored = await admin.auth(ctx.api.post(`/api/v1/content-versions/${first.id}/restore`)).expect(200);
    expect(restored.body).toEqual({ message: 'Tópico restaurado', item: { type: 'topic', id: topic.id } });
    const now = (await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(200)).body.item;
    expect(now.content).toBe('<p>Primeira redação</p>');
    const after = await versionsOf('topic', topic.id);
    expect(after.data[0]).toMatchObject({ action: 'restore', actor: { name: 'Ana Editora' }, changed: ['content'] });
  });

  it('refuses versions to non-admins and unknown ids', async () => {
    await user.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'topic', item_id: 1 })).expect(403);
    await admin.auth(ctx.api.get('/api/v1/content-versions/nao-existe')).expect(404);
    await admin.auth(ctx.api.get('/api/v1/content-versions').query({ type: 'usuario', item_id: 1 })).expect(422);
  });

  it('the prune job keeps the newest 50 versions of an item', async () => {
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    const form = topicForm({ supplement_id: supplement.id, name: topic.name });
    for (let n = 1; n <= 52; n += 1) await saveTopic(admin, topic.id, { ...form, revision: n, content: `<p>Versão ${n}</p>` }).expect(200);
    await ctx.jobs.idle();
    await pruneVersionsJob.run(ctx.deps, { type: 'topic', item_id: topic.id });
    const list = await versionsOf('topic', topic.id);
    expect(list.total).toBe(50);
    const newest = (await admin.auth(ctx.api.get(`/api/v1/content-versions/${list.data[0].id}`)).expect(200)).body.item;
    expect(newest.snapshot.content).toBe('<p>Versão 52</p>');
  });
});

describe('edit conflicts', () => {
  it('an update based on an older revision is refused with who changed it and when, and writes nothing', async () => {
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id, { content: '<p>Base</p>' });
    const loaded = (await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(200)).body.item;
    const form = topicForm({ supplement_id: supplement.id, name: topic.name, revision: loaded.revision });

    // Both admins opened revision 1; Bruno saves first.
    const [first, second] = await Promise.all([
      saveTopic(otherAdmin, topic.id, { ...form, content: '<p>De Bruno</p>' }),
      saveTopic(admin, topic.id, { ...form, content: '<p>De Ana</p>' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.code).toBe('edit_conflict');
    const saved = first.status === 200 ? first : second;
    expect(refused.body.details).toEqual({ updated_by: saved === first ? 'Bruno Revisor' : 'Ana Editora', updated_at: saved.body.item.updated_at });
    expect(refused.body.message).toMatch(/^Este conteúdo foi alterado por (Bruno Revisor|Ana Editora) em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Recarregue para ver as alterações\.$/);
    const winner = first.status === 200 ? '<p>De Bruno</p>' : '<p>De Ana</p>';
    expect((await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(200)).body.item.content).toBe(winner);
    expect((await versionsOf('topic', topic.id)).total).toBe(2);

    // Saving on top of the new revision works; without a revision nothing is saved (422: no last-save-wins).
    await saveTopic(admin, topic.id, { ...form, revision: loaded.revision + 1, content: '<p>Terceira</p>' }).expect(200);
    await saveTopic(admin, topic.id, { ...topicForm({ supplement_id: supplement.id, name: topic.name }), content: '<p>Quarta</p>' }).expect(422);
    expect((await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(200)).body.item.content).toBe('<p>Terceira</p>');
  });
});

describe('trash', () => {
  it('deleting a supplement moves it, its topics and its favourites to the trash; restoring brings all back', async () => {
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id, { content: '<p>Some e volta</p>' });
    await user.auth(ctx.api.post('/api/v1/favorites')).send({ supplement_id: supplement.id }).expect(200);
    const countBefore = (await ctx.deps.store.get<{ supplements_count: number }>(COLLECTIONS.categories, String(category.id)))!.supplements_count;

    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(404);
    expect((await user.auth(ctx.api.get(`/api/v1/favorites/supplement/${supplement.id}`))).body.favorited ?? false).toBe(false);

    await ctx.jobs.idle();
    const trash = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items;
    const entry = trash.data[0];
    expect(entry).toMatchObject({ type: 'supplement', item_id: supplement.id, name: supplement.name, actor: { name: 'Ana Editora' }, documents: 3, moving: false });
    expect(Date.parse(entry.purge_after) - Date.parse(entry.deleted_at)).toBe(30 * 86_400_000);

    const restored = await admin.auth(ctx.api.post(`/api/v1/trash/${entry.id}/restore`)).expect(200);
    expect(restored.body.message).toBe('Suplemento restaurado');
    await ctx.jobs.idle();
    expect((await ctx.api.get(`/api/v1/supplement-topics/slug/${topic.slug}`).expect(200)).body.item.content).toBe('<p>Some e volta</p>');
    expect((await user.auth(ctx.api.get(`/api/v1/favorites/supplement/${supplement.id}`)).expect(200)).body.favorited).toBe(true);
    expect((await ctx.deps.store.get<{ supplements_count: number }>(COLLECTIONS.categories, String(category.id)))!.supplements_count).toBe(countBefore);
    await admin.auth(ctx.api.post(`/api/v1/trash/${entry.id}/restore`)).expect(404);
  });

  it('a topic whose supplement is gone cannot be restored before it', async () => {
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id);
    await admin.auth(ctx.api.delete(`/api/v1/supplement-topics/${topic.id}`)).expect(200);
    const topicEntry = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.data[0];
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    const refused = await admin.auth(ctx.api.post(`/api/v1/trash/${topicEntry.id}/restore`)).expect(409);
    expect(refused.body.message).toBe('O suplemento deste tópico foi excluído: restaure-o pela lixeira antes.');
  });

  it('the purge deletes for good what has been in the trash for 30 days', async () => {
    const banner = await createSupplement(ctx, admin, category.id);
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${banner.id}`)).expect(200);
    const before = (await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.total;
    const service = createHistoryServiceFor({ ...ctx.deps, now: () => new Date(clock) });
    expect(await service.purgeExpired()).toBe(0);
    const later = createHistoryServiceFor({ ...ctx.deps, now: () => new Date(clock + 31 * 86_400_000) });
    expect(await later.purgeExpired()).toBe(before);
    expect((await admin.auth(ctx.api.get('/api/v1/trash')).expect(200)).body.items.total).toBe(0);
    expect(await ctx.deps.store.count({ collection: COLLECTIONS.trashItems })).toBe(0);
  });
});

describe('audit log', () => {
  it('lists administrative actions newest first, filters them, and no route changes or deletes an entry', async () => {
    const supplement = await createSupplement(ctx, admin, category.id, { name: 'Berberina Auditada' });
    await admin.auth(ctx.api.delete(`/api/v1/supplements/${supplement.id}`)).expect(200);
    const found = (await admin.auth(ctx.api.get('/api/v1/audit-logs').query({ search: 'auditada', type: 'supplement' })).expect(200)).body.items;
    expect(found.data.map((row: { action: string; actor: { name: string }; summary: string }) => [row.action, row.actor.name, row.summary])).toEqual([
      ['supplement.delete', 'Ana Editora', 'Suplemento "Berberina Auditada" excluído'],
      ['supplement.create', 'Ana Editora', 'Suplemento "Berberina Auditada" criado'],
    ]);
    await user.auth(ctx.api.get('/api/v1/audit-logs')).expect(403);
    const id = found.data[0].id;
    await admin.auth(ctx.api.delete(`/api/v1/audit-logs/${id}`)).expect(404);
    await admin.auth(ctx.api.post(`/api/v1/audit-logs/${id}`)).send({ summary: 'x' }).expect(404);
  });
});
