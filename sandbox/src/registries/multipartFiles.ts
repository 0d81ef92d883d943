import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpError } from '../api/httpError';
import { MAX_UPLOAD_REQUEST } from './uploadRules';

/** Reads a multipart body into memory; over the limit body-parser raises 413, turned into `{message}` below. */
export const multipartBody = express.raw({ type: 'multipart/form-data', limit: MAX_UPLOAD_REQUEST });

/** The files of the multipart body under `field` (Node's own FormData parser); a Russian 400 when there are none. */
export async function multipartFiles(req: Request, field: string): Promise<File[]> {
  const type = req.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(req.body)) throw new HttpError(400, `Ожидается multipart/form-data с файлами в поле «${field}»`);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(req.body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'Некорректное тело multipart/form-data');
  }
  const files = form.getAll(field).filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw new HttpError(400, `Файлы не переданы (поле «${field}»)`);
  return files;
}

/** body-parser's "request entity too large" as the spec's 413 with a Russian message; other errors go on. */
export function uploadTooLarge(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large') {
    res.status(413).json({ message: `Слишком большой запрос: не более ${MAX_UPLOAD_REQUEST.replace('mb', ' МБ')} за раз` });
    return;
  }
  next(error);
}
