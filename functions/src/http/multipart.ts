import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { AppError } from './errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

/** Files of a multipart request, kept apart from the fields (which become req.body). */
export function uploadedFiles(res: { locals: Record<string, unknown> }): UploadedFile[] {
  return (res.locals.files as UploadedFile[] | undefined) ?? [];
}

/**
 * Parses multipart/form-data with busboy. On Cloud Functions the body was already read
 * into `req.rawBody`, so busboy is fed from it; elsewhere it reads the request stream.
 */
export const multipartBody: RequestHandler = async (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  const { fields, files } = await parseMultipart(req);
  req.body = fields;
  res.locals.files = files;
  next();
};

function parseMultipart(req: Request): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50, fieldSize: 2 * 1024 * 1024 } });
    } catch {
      reject(new AppError(400, 'Formulário inválido.'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (chunks.length > 0) files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType ?? 'application/octet-stream', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', () => reject(new AppError(400, 'Formulário inválido.')));
    parser.on('close', () => {
      if (tooLarge) reject(new AppError(413, 'A imagem deve ter no máximo 5 MB.'));
      else resolve({ fields, files });
    });
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
