import { HttpError } from '../api/httpError';
import { filesOf, type UploadedFile } from '../registries/multipartFiles';
import type { MultipartForm } from '../uploads/multipartStream';

/** The add-file body: one or more `files` parts and the requirement they satisfy in `reqid`. */
export function eventUpload(form: MultipartForm): { files: UploadedFile[]; reqid: number } {
  const files = filesOf(form, 'files');
  const reqid = form.fields.find(([name]) => name === 'reqid')?.[1];
  if (typeof reqid !== 'string' || !/^\d{1,9}$/.test(reqid)) throw new HttpError(400, 'Не указано требование (поле «reqid»)');
  return { files, reqid: Number(reqid) };
}
