import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore, UploadFolder } from '../../blob/port.js';
import { AppError } from '../../http/errors.js';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '../../http/multipart.js';

const ACCEPTED = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type AcceptedFormat = keyof typeof ACCEPTED;
const CONTENT_TYPES: Record<AcceptedFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const INVALID_IMAGE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP.';
export const IMAGE_TOO_LARGE_MESSAGE = 'A imagem deve ter no máximo 5 MB.';
export const IMAGE_REQUIRED_MESSAGE = 'Imagem não foi enviada';

/** Guards against decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

const invalidImage = () => new AppError(422, INVALID_IMAGE_MESSAGE, { image: [INVALID_IMAGE_MESSAGE] });

function isAccepted(format: string | undefined): format is AcceptedFormat {
  return format !== undefined && format in ACCEPTED;
}

/** Re-encodes in the same format: sharp drops EXIF/ICC/XMP unless asked to keep them; rotate() applies the orientation first. */
async function reencode(bytes: Buffer, format: AcceptedFormat): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toFormat(format).toBuffer();
  } catch {
    // A valid header on a truncated or corrupt body, or too many pixels.
    throw invalidImage();
  }
}

/**
 * Checks an upload by its content (not its name or declared type), re-encodes it with metadata
 * stripped and stores it under a content-hashed name. Returns the file name.
 */
export async function storeImage(blobs: BlobStore, folder: UploadFolder, file: UploadedFile): Promise<string> {
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
  let format: string | undefined;
  try {
    format = (await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalidImage();
  }
  if (!isAccepted(format)) throw invalidImage();

  const output = await reencode(file.bytes, format);
  const name = `${createHash('sha256').update(output).digest('hex').slice(0, 32)}.${ACCEPTED[format]}`;
  if (!(await blobs.exists(folder, name))) await blobs.put(folder, name, output, CONTENT_TYPES[format]);
  return name;
}

/** The uploaded file of a field, if any. */
export function fileOf(files: UploadedFile[], field = 'image'): UploadedFile | undefined {
  return files.find((file) => file.field === field);
}

/** The uploaded file of a field, or the 422 every image form answers when it is missing. */
export function requireFile(files: UploadedFile[], field = 'image'): UploadedFile {
  const file = fileOf(files, field);
  if (!file) throw new AppError(422, IMAGE_REQUIRED_MESSAGE, { [field]: [IMAGE_REQUIRED_MESSAGE] });
  return file;
}
