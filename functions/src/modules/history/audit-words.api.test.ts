import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type AuditDoc } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../../test/catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let admin: SignedInCaller;

interface AuditRow {
  action: string;
  summary: string;
  fields: string[];
  detail: string | null;
  target: { name: string };
}

const auditOf = async (search: string): Promise<AuditRow[]> =>
  (await admin.auth(ctx.api.get('/api/v1/audit-logs').query({ search })).expect(200)).body.items.data;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInCaller(ctx, 'admin', { name: 'Ana Editora' });
});
afterAll(() => ctx.close());

describe('audit entries the web can word in the admin’s language', () => {
  it('say a category was "criada" and a supplement "criado", with no internal field names in the sentence', async () => {
    const category = await createCategory(ctx, admin, { name: 'Minerais Auditados' });
    await createSupplement(ctx, admin, category.id, { name: 'Zinco Auditado' });
    const [categoryRow] = await auditOf('minerais auditados');
    expect(categoryRow).toMatchObject({ action: 'category.create', summary: 'Categoria "Minerais Auditados" criada', fields: [], detail: null });
    const [supplementRow] = await auditOf('zinco auditado');
    expect(supplementRow).toMatchObject({ action: 'supplement.create', summary: 'Suplemento "Zinco Auditado" criado' });
  });

  it('carry the changed fields apart from the sentence', async () => {
    const category = await createCategory(ctx, admin);
    const supplement = await createSupplement(ctx, admin, category.id);
    const topic = await createTopic(ctx, admin, supplement.id, { name: 'Dose Auditada', content: '<p>Antes</p>' });
    const form = { name: topic.name, order: '1', is_paid: '0', content: '<p>Depois</p>', tags: '', supplement_id: supplement.id, revision: 1 };
    await admin.auth(ctx.api.post(`/api/v1/supplement-topics/${topic.id}`)).send(form).expect(200);
    const [update] = await auditOf('dose auditada');
    expect(update).toMatchObject({ action: 'topic.update', summary: 'Tópico "Dose Auditada" atualizado', fields: ['content'], detail: null });
  });

  it('read entries written before, whose summary ended with the field names, the same way', async () => {
    const legacy: AuditDoc = {
      id: '000000000legacy01',
      action: 'topic.update',
      actor: { uid: 'old-admin', name: 'Ana Editora' },
      target: { type: 'topic', id: '7', name: 'Posologia Antiga' },
      summary: 'Tópico "Posologia Antiga" atualizado (revisado) (content, reviewed_at, reviewed_by)',
      keywords: ['posologia', 'antiga'],
      created_at: '2026-01-02T10:00:00.000Z',
    };
    await ctx.deps.store.set(COLLECTIONS.auditLog, legacy.id, legacy);
    const [row] = await auditOf('posologia antiga');
    expect(row).toMatchObject({ fields: ['content', 'reviewed_at', 'reviewed_by'], detail: '(revisado)' });
  });
});
