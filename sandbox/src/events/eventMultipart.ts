import type { Request } from 'express';
import { HttpError } from '../api/httpError';

/** The add-file body: one or more `files` parts and the requirement they satisfy in `reqid`. */
export async function eventUpload(req: Request): Promise<{ files: File[]; reqid: number }> {
  const type = req.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'Ожидается multipart/form-data с файлами в поле «files» и требованием в поле «reqid»');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(req.body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'Некорректное тело multipart/form-data');
  }
  const files = form.getAll('files').filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw new HttpError(400, 'Файлы не переданы (поле «files»)');
  const reqid = form.get('reqid');
  if (typeof reqid !== 'string' || !/^\d{1,9}$/.test(reqid)) throw new HttpError(400, 'Не указано требование (поле «reqid»)');
  return { files, reqid: Number(reqid) };
}
