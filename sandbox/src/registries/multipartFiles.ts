import type { NextFunction, Request, Response } from 'express';
import { fileExtensionOf } from '@portal/api';
import { callerOf } from '../api/middleware/authenticate';
import { HttpError } from '../api/httpError';
import { contentMatchesExtension, contentMismatchText } from '../uploads/fileSignature';
import { discardRest, readMultipart, type MultipartForm, type UploadedFile } from '../uploads/multipartStream';
import { russianSize } from '../uploads/uploadLimits';
import type { World } from '../world/world';
import type { OwnerKey } from '../world/worldTypes';

export type { UploadedFile } from '../uploads/multipartStream';

/** Upload requests of one user read at the same time; a third waits for one of them (429). */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
export const UPLOADS_BUSY_TEXT = 'Дождитесь окончания загрузки: одновременно принимается не более двух запросов с файлами от пользователя';
const MB = 1024 * 1024;
/** A whole multipart request above this answers 413 (the spec's status for an oversize request). */
export const MAX_UPLOAD_REQUEST_BYTES = 50 * MB;
export const REQUEST_TOO_LARGE_TEXT = `Слишком большой запрос: не более ${russianSize(MAX_UPLOAD_REQUEST_BYTES)} за раз`;

/** Per sandbox (its World, or its settings for МЧД): account → upload requests being read now. */
const slotsByScope = new WeakMap<object, Map<string, number>>();

export interface UploadRules {
  /** The fields whose file parts count (others are kept in the form for the route to judge). */
  fileFields: readonly string[];
  /** File parts in one request (a Russian 400 «Не более N файлов за раз» as soon as one more starts). */
  maxFiles?: number;
  /** A file part above this is refused as it streams with `fileTooLargeText`. */
  maxFileBytes: number;
  fileTooLargeText: (name: string) => string;
  /** Called with each file's name before its bytes are read: throw to refuse (name rules, extension). */
  checkName?: (name: string) => void;
  /** The stored uploads of this owner plus the request's files may not pass the per-user bytes (413). */
  quotaOf?: { world: World; owner: OwnerKey };
  /** Bytes of the whole request (default 50 MB). */
  requestBytes?: number;
  /** The refusal of a body that is not multipart/form-data. */
  notMultipartText?: string;
  /** Refusals as plain text (МЧД calls, spec §8). */
  plainText?: boolean;
}

/**
 * Reads an upload request as it streams in, refusing it as soon as a limit is passed: at most two such requests
 * per user at once, the request size (Content-Length first), the number of files, each file's name and size, the
 * user's stored bytes. Nothing beyond a refused limit is held in memory.
 */
export async function receiveUpload(req: Request, res: Response, scope: object, rules: UploadRules): Promise<MultipartForm> {
  const error = (status: number, text: string) => new HttpError(status, text, rules.plainText === true);
  const sub = callerOf(res).account.sub;
  const slots = slotsByScope.get(scope) ?? new Map<string, number>();
  slotsByScope.set(scope, slots);
  const busy = slots.get(sub) ?? 0;
  if (busy >= UPLOADS_IN_FLIGHT_PER_USER) {
    await discardRest(req);
    throw error(429, UPLOADS_BUSY_TEXT);
  }
  slots.set(sub, busy + 1);
  const quota = rules.quotaOf;
  const stored = quota ? quota.world.files.uploadsOf(quota.owner).bytes : 0;
  const quotaBytes = quota?.world.uploadLimits.bytesPerUser ?? Infinity;
  let counted = 0;
  try {
    const form = await readMultipart(req, {
      requestBytes: rules.requestBytes ?? MAX_UPLOAD_REQUEST_BYTES,
      requestTooLarge: () => error(413, REQUEST_TOO_LARGE_TEXT),
      malformedText: 'Некорректное тело multipart/form-data',
      notMultipartText: rules.notMultipartText ?? `Ожидается multipart/form-data с файлами в поле «${rules.fileFields.join('», «')}»`,
      fileStarted: (name, field) => {
        if (!rules.fileFields.includes(field)) return;
        counted += 1;
        if (rules.maxFiles !== undefined && counted > rules.maxFiles) throw error(400, `Не более ${rules.maxFiles} файлов за раз`);
        rules.checkName?.(name);
      },
      fileGrew: (name, size, total) => {
        if (size > rules.maxFileBytes) throw error(400, rules.fileTooLargeText(name));
        if (stored + total > quotaBytes) {
          throw error(413, `Превышен объём загруженных файлов: не более ${russianSize(quotaBytes)} на пользователя. Удалите ненужные документы`);
        }
      },
    });
    return form;
  } catch (refusal) {
    // The stream parser's own refusals (grammar, field sizes) follow the route's plain-text choice too.
    if (refusal instanceof HttpError && refusal.plainText !== (rules.plainText === true)) throw error(refusal.status, refusal.message);
    throw refusal;
  } finally {
    const left = (slots.get(sub) ?? 1) - 1;
    if (left > 0) slots.set(sub, left);
    else slots.delete(sub);
  }
}

/** The file parts of `field`; a Russian 400 when there are none. */
export function filesOf(form: MultipartForm, field: string): UploadedFile[] {
  const files = form.files.filter((file) => file.field === field);
  if (files.length === 0) throw new HttpError(400, `Файлы не переданы (поле «${field}»)`);
  return files;
}

/** A Russian 400 when the file's first bytes are not those of its extension's type (an .exe renamed to .pdf). */
export function checkFileContent(file: UploadedFile, plainText = false): void {
  const extension = fileExtensionOf(file.name);
  if (!contentMatchesExtension(extension, file.bytes)) throw new HttpError(400, contentMismatchText(file.name, extension), plainText);
}

/** body-parser's "request entity too large" as the spec's 413 with a Russian message; other errors go on. */
export function uploadTooLarge(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large') {
    res.status(413).json({ message: REQUEST_TOO_LARGE_TEXT });
    return;
  }
  next(error);
}
