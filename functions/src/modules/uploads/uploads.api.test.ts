import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../http/multipart.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { gifImage, jpegWithExif, pngImage, svgImage, textFile, webpImage } from './test-images.js';

let ctx: TestContext;
let admin: SignedInCaller;
let user: SignedInCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, user] = [await signedInCaller(ctx, 'admin'), await signedInCaller(ctx, 'user')];
});
afterAll(() => ctx.close());

const uploadAs = (caller: SignedInCaller, path: string, bytes: Buffer, filename: string) =>
  caller.auth(ctx.api.post(`/api/v1${path}`)).attach('image', bytes, filename);

describe('POST uploads (editor images)', () => {
  it('stores the image under uploads/images and answers its file name', async () => {
    const response = await uploadAs(admin, '/uploads', await pngImage(), 'tabela.png').expect(200);
    expect(response.body).toEqual({ filename: expect.stringMatching(/^[0-9a-f]{32}\.png$/) });
    await ctx.api.get(`/uploads/images/${response.body.filename}`).expect(200).expect('Content-Type', 'image/png');
  });

  it('gives the same image the same name', async () => {
    const bytes = await webpImage();
    const first = await uploadAs(admin, '/uploads', bytes, 'a.webp').expect(200);
    const second = await uploadAs(admin, '/uploads', bytes, 'b.webp').expect(200);
    expect(second.body.filename).toBe(first.body.filename);
  });

  it('strips EXIF from a JPEG', async () => {
    const response = await uploadAs(admin, '/uploads', await jpegWithExif(), 'foto.jpg').expect(200);
    const served = await ctx.api.get(`/uploads/images/${response.body.filename}`).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['an SVG', svgImage, 'logo.svg'],
    ['a GIF', gifImage, 'anim.gif'],
    ['a text file', textFile, 'notas.txt'],
    ['a text file named .png', textFile, 'foto.png'],
  ] as const)('refuses %s with the Portuguese message', async (_label, make, filename) => {
    const response = await uploadAs(admin, '/uploads', await make(), filename).expect(422);
    expect(response.body).toEqual({ message: 'Envie uma imagem JPEG, PNG ou WebP.', errors: { image: ['Envie uma imagem JPEG, PNG ou WebP.'] } });
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const response = await uploadAs(admin, '/uploads', Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 1), 'grande.png').expect(413);
    expect(response.body.message).toBe('A imagem deve ter no máximo 5 MB.');
  });

  it('asks for the image when none is sent', async () => {
    const response = await admin.auth(ctx.api.post('/api/v1/uploads')).field('other', 'x').expect(422);
    expect(response.body.errors).toEqual({ image: ['Imagem não foi enviada'] });
  });

  it('is for administrators only', async () => {
    const bytes = await pngImage();
    await ctx.api.post('/api/v1/uploads').attach('image', bytes, 'a.png').expect(401);
    await uploadAs(user, '/uploads', bytes, 'a.png').expect(403);
  });
});

describe('POST upload (profile photo)', () => {
  it("sets the caller's photo, stored under uploads/users, and GET user answers it", async () => {
    const caller = await signedInCaller(ctx, 'user');
    const response = await uploadAs(caller, '/upload', await jpegWithExif(), 'eu.jpg').expect(200);
    expect(response.body).toEqual({ message: 'Foto atualizada com sucesso!', image: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/) });
    const served = await ctx.api.get(`/uploads/users/${response.body.image}`).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    const me = await caller.auth(ctx.api.get('/api/v1/user')).expect(200);
    expect(me.body.data.user.image).toBe(response.body.image);
  });

  it('changes only the caller: another user keeps their photo', async () => {
    const [first, second] = [await signedInCaller(ctx, 'user'), await signedInCaller(ctx, 'user')];
    const mine = await uploadAs(first, '/upload', await pngImage('#111'), 'a.png').expect(200);
    await uploadAs(second, '/upload', await pngImage('#222'), 'b.png').expect(200);
    const me = await first.auth(ctx.api.get('/api/v1/user')).expect(200);
    expect(me.body.data.user.image).toBe(mine.body.image);
  });

  it('refuses a non-image and an anonymous caller, and leaves the photo unchanged', async () => {
    const caller = await signedInCaller(ctx, 'user');
    await uploadAs(caller, '/upload', svgImage(), 'x.svg').expect(422);
    const me = await caller.auth(ctx.api.get('/api/v1/user')).expect(200);
    expect(me.body.data.user.image).toBeNull();
    await ctx.api.post('/api/v1/upload').attach('image', await pngImage(), 'a.png').expect(401);
  });
});
