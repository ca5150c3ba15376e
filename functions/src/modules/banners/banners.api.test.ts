import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../domain/docs.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { pngImage, textFile } from '../uploads/test-images.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, user] = [await signedInCaller(ctx, 'admin'), await signedInCaller(ctx, 'user')];
  png = await pngImage();
});
afterAll(() => ctx.close());

type BannerFields = Record<string, string>;
const bannerForm = (overrides: BannerFields = {}): BannerFields => ({
  name: 'Campanha de verão',
  type: 'web',
  type_users: 'all',
  url: 'https://example.com/verao',
  order: '1',
  locale_id: '1',
  ...overrides,
});

function postBanner(path: string, fields: BannerFields, image: Buffer | null = png) {
  let req = admin.auth(ctx.api.post(`/api/v1${path}`));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (image) req = req.attach('image', image, 'banner.png');
  return req;
}

async function createBanner(overrides: BannerFields = {}) {
  const response = await postBanner('/banners', bannerForm(overrides)).expect(200);
  return response.body.item as { id: number; name: string; image: string; order: number };
}

describe('banners (dashboard)', () => {
  it('creates a banner from the multipart form and answers it in the list, by id and its image', async () => {
    const created = await postBanner('/banners', bannerForm({ name: 'Lançamento Ômega 3', order: '7' })).expect(200);
    expect(created.body.message).toBe('Novo banner foi criado');
    const item = created.body.item;
    expect(item).toMatchObject({ name: 'Lançamento Ômega 3', type: 'web', type_users: 'all', url: 'https://example.com/verao', order: 7, locale_id: 1 });
    expect(item.image).toMatch(/^[0-9a-f]{32}\.png$/);

    const byId = await admin.auth(ctx.api.get(`/api/v1/banners/${item.id}`)).expect(200);
    expect(byId.body).toEqual({ item });

    const list = await admin.auth(ctx.api.get('/api/v1/banners').query({ search: 'omega' })).expect(200);
    expect(list.body.items).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 1 });
    expect(list.body.items.data).toEqual([item]);

    await ctx.api.get(`/uploads/banners/${item.image}`).expect(200).expect('Content-Type', 'image/png');
  });

  it('lists banners by display order, 12 a page', async () => {
    const tag = `lote${Date.now()}`;
    for (const order of ['30', '10', '20']) await createBanner({ name: `${tag} ${order}`, order });
    const list = await admin.auth(ctx.api.get('/api/v1/banners').query({ search: tag })).expect(200);
    expect(list.body.items.data.map((banner: { order: number }) => banner.order)).toEqual([10, 20, 30]);
  });

  it('answers every message of an empty form at once', async () => {
    const fields = { name: '', type: '', type_users: '', url: '', order: '', locale_id: '' };
    const response = await postBanner('/banners', fields, null).expect(422);
    expect(response.body.errors).toEqual({
      name: ['Nome não foi preenchido'],
      image: ['Imagem não foi enviada'],
      type: ['Selecione o tipo'],
      type_users: ['Selecione o tipo de usuário'],
      url: ['Informe o link'],
      order: ['Selecione a ordem de exibição'],
      locale_id: ['Selecione o idioma'],
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Nome muito curto'],
    [{ name: 'A'.repeat(101) }, 'name', 'Nome muito longo'],
    [{ type: 'tv' }, 'type', 'Selecione o tipo'],
    [{ type_users: 'vip' }, 'type_users', 'Selecione o tipo de usuário'],
    [{ url: 'javascript:alert(1)' }, 'url', 'Informe um link válido (http:// ou https://)'],
    [{ order: '0' }, 'order', 'Selecione a ordem de exibição'],
    [{ order: '1001' }, 'order', 'Selecione a ordem de exibição'],
    [{ locale_id: '3' }, 'locale_id', 'Selecione o idioma'],
  ])('refuses %o with "%s: %s"', async (overrides, field, message) => {
    const response = await postBanner('/banners', bannerForm(overrides)).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses a file that is not an image and a field that is not part of the form', async () => {
    const notImage = await postBanner('/banners', bannerForm(), textFile()).expect(422);
    expect(notImage.body.errors.image).toEqual(['Envie uma imagem JPEG, PNG ou WebP.']);
    const extra = await postBanner('/banners', bannerForm({ id: '99' })).expect(422);
    expect(extra.body.message).toBe('Campo não permitido: id');
  });

  it('updates the fields, keeps the image when none is sent and replaces it when one is', async () => {
    const banner = await createBanner({ name: 'Antes' });
    const changes = { name: 'Depois', type: 'mobile', type_users: 'plus', url: 'http://example.com/depois', order: '5' };
    const updated = await postBanner(`/banners/${banner.id}`, { ...changes, revision: '1' }, null).expect(200);
    expect(updated.body.message).toBe('Banner foi atualizado!');
    expect(updated.body.item).toMatchObject({ id: banner.id, ...changes, order: 5, image: banner.image, locale_id: 1 });

    const other = await pngImage('#123456');
    const withImage = await postBanner(`/banners/${banner.id}`, { ...changes, revision: '2' }, other).expect(200);
    expect(withImage.body.item.image).not.toBe(banner.image);
    const read = await admin.auth(ctx.api.get(`/api/v1/banners/${banner.id}`)).expect(200);
    expect(read.body.item.image).toBe(withImage.body.item.image);
  });

  it('keeps the language fixed: locale_id is refused on update', async () => {
    const banner = await createBanner();
    const response = await postBanner(`/banners/${banner.id}`, bannerForm({ locale_id: '2', revision: '1' }), null).expect(422);
    expect(response.body.message).toBe('Campo não permitido: locale_id');
  });

  it('deletes a banner, then answers 404 for it', async () => {
    const banner = await createBanner();
    const deleted = await admin.auth(ctx.api.delete(`/api/v1/banners/${banner.id}`)).expect(200);
    expect(deleted.body.message).toBe('Banner foi deletado!');
    await admin.auth(ctx.api.get(`/api/v1/banners/${banner.id}`)).expect(404);
    await admin.auth(ctx.api.delete(`/api/v1/banners/${banner.id}`)).expect(404);
  });

  it('answers 404 in Portuguese for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      const response = await admin.auth(ctx.api.get(`/api/v1/banners/${id}`)).expect(404);
      expect(response.body.message).toBe('Banner não encontrado');
    }
    const { locale_id: _fixed, ...updateForm } = bannerForm();
    await postBanner('/banners/999999', { ...updateForm, revision: '1' }).expect(404);
    await admin.auth(ctx.api.delete('/api/v1/banners/abc')).expect(404);
  });

  it('is for administrators only: 401 anonymous, 403 for a user', async () => {
    const calls = [
      () => ctx.api.get('/api/v1/banners'),
      () => ctx.api.get('/api/v1/banners/1'),
      () => ctx.api.post('/api/v1/banners').send(bannerForm()),
      () => ctx.api.post('/api/v1/banners/1').send(bannerForm()),
      () => ctx.api.delete('/api/v1/banners/1'),
    ];
    for (const call of calls) {
      await call().expect(401);
      await user.auth(call()).expect(403);
    }
  });
});

describe('GET banners/web', () => {
  const audiences = ['all', 'free', 'plus', 'expired'] as const;
  let names: Record<string, string>;
  let run: string;

  beforeAll(async () => {
    // Web banners are answered to every user: start from none, then one per audience and language.
    for (const doc of await ctx.deps.store.query({ collection: COLLECTIONS.banners })) await ctx.deps.store.delete(COLLECTIONS.banners, doc.id);
    run = String(Date.now());
    names = {};
    let order = 100;
    for (const locale_id of ['1', '2']) {
      for (const type_users of audiences) {
        const name = `${type_users}-${locale_id}-${run}`;
        names[`${type_users}-${locale_id}`] = name;
        await createBanner({ name, type_users, locale_id, order: String(order--) });
      }
    }
    await createBanner({ name: `mobile-${run}`, type: 'mobile', order: '1' });
  });

  async function webBannersOf(caller: SignedInCaller) {
    const response = await caller.auth(ctx.api.get('/api/v1/banners/web')).expect(200);
    return response.body.items as { id: number; name: string; url: string; image: string }[];
  }

  async function callerWith(kind: 'user' | 'premium', patch: Record<string, unknown>) {
    const caller = await signedInCaller(ctx, kind);
    await ctx.deps.store.update(COLLECTIONS.users, caller.uid, patch);
    return caller;
  }

  it.each([
    ['a free user', 'user', {}, 'free'],
    ['a premium subscriber', 'premium', { subscription_status: 'active' }, 'plus'],
    ['a user in the free trial', 'premium', { subscription_status: 'trialing' }, 'plus'],
    ['a user whose subscription expired', 'user', { subscription_status: 'expired' }, 'expired'],
    ['a user who cancelled', 'user', { subscription_status: 'canceled' }, 'expired'],
  ] as const)('shows %s the web banners for all and for %s, in their language, by order', async (_label, kind, patch, audience) => {
    for (const [locale, localeId] of [['pt', '1'], ['en', '2']] as const) {
      const caller = await callerWith(kind, { ...patch, locale });
      const items = await webBannersOf(caller);
      // Within a language the audience banners were given a lower order than the 'all' one.
      expect(items.map((item) => item.name)).toEqual([names[`${audience}-${localeId}`], names[`all-${localeId}`]]);
      expect(Object.keys(items[0]!).sort()).toEqual(['id', 'image', 'name', 'url']);
    }
  });

  it('never answers mobile banners and needs a signed-in caller', async () => {
    const items = await webBannersOf(user);
    expect(items.some((item) => item.name.startsWith('mobile-'))).toBe(false);
    await ctx.api.get('/api/v1/banners/web').expect(401);
  });

  it('answers an administrator too (a preview of the free audience)', async () => {
    const items = await webBannersOf(admin);
    expect(items.map((item) => item.name)).toContain(names['all-1']);
  });
});
