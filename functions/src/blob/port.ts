/** The blob port: uploaded files under `uploads/{folder}/{name}`. */
export const UPLOAD_FOLDERS = ['images', 'banners', 'categories', 'users'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  put(folder: UploadFolder, name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(folder: UploadFolder, name: string): Promise<StoredBlob | null>;
  exists(folder: UploadFolder, name: string): Promise<boolean>;
}

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

/** Content-hashed names only: letters, digits, dot, dash, underscore. */
export function isSafeBlobName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(name) && !name.includes('..');
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function contentTypeFor(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
