/**
 * The blob port: uploaded files under `uploads/{folder}/{name}` (served publicly at /uploads), and
 * private files under `private/{folder}/{name}` (built artefacts such as the search index, which
 * holds paid text: nothing serves that prefix).
 */
export const UPLOAD_FOLDERS = ['images', 'banners', 'categories', 'users'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Folders that are never served: only server code reads them. */
export const PRIVATE_FOLDERS = ['search-index'] as const;
export type PrivateFolder = (typeof PRIVATE_FOLDERS)[number];

export type BlobFolder = UploadFolder | PrivateFolder;

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  put(folder: BlobFolder, name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(folder: BlobFolder, name: string): Promise<StoredBlob | null>;
  exists(folder: BlobFolder, name: string): Promise<boolean>;
  /** Removes a file; a file that is not there is not an error. */
  delete(folder: BlobFolder, name: string): Promise<void>;
}

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

export function isPrivateFolder(folder: BlobFolder): folder is PrivateFolder {
  return (PRIVATE_FOLDERS as readonly string[]).includes(folder);
}

/** Where a file lives in the bucket (or under the local root): uploads and private files never share a prefix. */
export function blobPath(folder: BlobFolder, name: string): string {
  return `${isPrivateFolder(folder) ? 'private' : 'uploads'}/${folder}/${name}`;
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
  gz: 'application/gzip',
};

export function contentTypeFor(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
