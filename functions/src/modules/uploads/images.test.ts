import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BlobStore, StoredBlob } from '../../blob/port.js';
import { AppError } from '../../http/errors.js';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '../../http/multipart.js';
import { IMAGE_REQUIRED_MESSAGE, INVALID_IMAGE_MESSAGE, requireFile, storeImage } from './images.js';
import { gifImage, jpegWithExif, pngImage, svgImage, textFile, truncatedJpeg, webpImage } from './test-images.js';

function memoryBlobs() {
  const files = new Map<string, StoredBlob>();
  const blobs: BlobStore = {
    async put(folder, name, bytes, contentType) {
      files.set(`${folder}/${name}`, { bytes, contentType });
    },
    async get(folder, name) {
      return files.get(`${folder}/${name}`) ?? null;
    },
    async exists(folder, name) {
      return files.has(`${folder}/${name}`);
    },
    async delete(folder, name) {
      files.delete(`${folder}/${name}`);
    },
  };
  return { blobs, files };
}

const upload = (bytes: Buffer, filename = 'foto.png'): UploadedFile => ({ field: 'image', filename, mimeType: 'image/png', bytes });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('storeImage', () => {
  it.each([
    ['PNG', pngImage, 'png', 'image/png'],
    ['JPEG', jpegWithExif, 'jpg', 'image/jpeg'],
    ['WebP', webpImage, 'webp', 'image/webp'],
  ] as const)('stores a %s under a content-hashed name with its type', async (_label, make, ext, type) => {
    const { blobs, files } = memoryBlobs();
    const name = await storeImage(blobs, 'images', upload(await make()));
    expect(name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
    expect(files.get(`images/${name}`)?.contentType).toBe(type);
  });

  it('strips EXIF metadata from a JPEG', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { blobs, files } = memoryBlobs();
    const name = await storeImage(blobs, 'users', upload(original, 'perfil.jpg'));
    const stored = files.get(`users/${name}`)!.bytes;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Fulano de Tal'))).toBe(false);
  });

  it('gives the same image the same name and different images different names', async () => {
    const { blobs } = memoryBlobs();
    const bytes = await pngImage();
    const first = await storeImage(blobs, 'images', upload(bytes));
    expect(await storeImage(blobs, 'images', upload(bytes, 'outro-nome.png'))).toBe(first);
    expect(await storeImage(blobs, 'images', upload(await pngImage('#c00')))).not.toBe(first);
  });

  it.each([
    ['an SVG (it can carry scripts)', svgImage, 'desenho.svg'],
    ['a GIF', gifImage, 'animado.gif'],
    ['a text file', textFile, 'notas.txt'],
    ['a text file named .png', textFile, 'foto.png'],
  ] as const)('refuses %s with the Portuguese message and stores nothing', async (_label, make, filename) => {
    const { blobs, files } = memoryBlobs();
    const error = await rejection(storeImage(blobs, 'images', upload(await make(), filename)));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ image: [INVALID_IMAGE_MESSAGE] });
    expect(files.size).toBe(0);
  });

  it('refuses a truncated image whose header looks valid', async () => {
    const bytes = await truncatedJpeg();
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    const error = await rejection(storeImage(memoryBlobs().blobs, 'images', upload(bytes, 'foto.jpg')));
    expect(error.status).toBe(422);
    expect(error.message).toBe(INVALID_IMAGE_MESSAGE);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const error = await rejection(storeImage(memoryBlobs().blobs, 'images', upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1))));
    expect(error.status).toBe(413);
    expect(error.message).toBe('A imagem deve ter no máximo 5 MB.');
  });
});

describe('requireFile', () => {
  it('answers 422 "Imagem não foi enviada" when the form has no image', () => {
    expect(() => requireFile([])).toThrow(IMAGE_REQUIRED_MESSAGE);
  });
});
