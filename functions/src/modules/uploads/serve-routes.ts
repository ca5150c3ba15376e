import { Router } from 'express';
import { type BlobStore, isSafeBlobName, isUploadFolder } from '../../blob/port.js';
import { notFound } from '../../http/errors.js';

/** GET /uploads/{folder}/{file}: content-hashed names never change, so caches may keep them for a year. */
export function serveUploadsRouter(blobs: BlobStore): Router {
  const router = Router();
  router.get('/:folder/:name', async (req, res) => {
    const { folder, name } = req.params;
    if (!isUploadFolder(folder) || !isSafeBlobName(name)) throw notFound('Arquivo não encontrado');
    const blob = await blobs.get(folder, name);
    if (!blob) throw notFound('Arquivo não encontrado');
    res.set({
      'Content-Type': blob.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(blob.bytes);
  });
  return router;
}
