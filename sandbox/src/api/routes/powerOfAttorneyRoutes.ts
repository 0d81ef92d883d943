import express, { type Request, type Response, type Router } from 'express';
import {
  fileNameProblem,
  hasPathSeparator,
  pathInFileNameText,
  POWER_OF_ATTORNEY_EMPTY_TEXT,
  POWER_OF_ATTORNEY_FILE_FIELD,
  POWER_OF_ATTORNEY_MAX_BYTES,
  POWER_OF_ATTORNEY_MISSING_TEXT,
  POWER_OF_ATTORNEY_TOO_LARGE_TEXT,
  POWER_OF_ATTORNEY_WRONG_FORMAT_TEXT,
} from '@portal/api';
import { todayIso } from '../../settings/powerOfAttorneyStore';
import { readPowerOfAttorneyXml } from '../../settings/powerOfAttorneyXml';
import type { SettingsState } from '../../settings/settingsState';
import type { PowerOfAttorneyRecord } from '../contract/records';
import { sendEmpty } from '../contract/answerVariants';
import { HttpError, plainTextError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { checkFileContent, receiveUpload, type UploadedFile } from '../../registries/multipartFiles';

export const WRONG_FILE_FORMAT_TEXT = POWER_OF_ATTORNEY_WRONG_FORMAT_TEXT;
export const FILE_TOO_LARGE_TEXT = POWER_OF_ATTORNEY_TOO_LARGE_TEXT;

/** A list row as this back end sends it: id as text, the number the spec does not list, expiry as a date-time. */
function listRow({ id, number, innCompany, expirationDate, isDeleted }: PowerOfAttorneyRecord) {
  return { id: String(id), number, innCompany, expirationDate: `${expirationDate}T00:00:00`, isDeleted };
}

function russianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** The uploaded file of a multipart body, read as it streams in (one file of at most 1 MB; МЧД refusals are plain text). */
async function uploadedFile(req: Request, res: Response, scope: object): Promise<UploadedFile> {
  const form = await receiveUpload(req, res, scope, {
    fileFields: [POWER_OF_ATTORNEY_FILE_FIELD],
    maxFiles: 1,
    maxFileBytes: POWER_OF_ATTORNEY_MAX_BYTES,
    fileTooLargeText: () => FILE_TOO_LARGE_TEXT,
    requestBytes: POWER_OF_ATTORNEY_MAX_BYTES * 4,
    notMultipartText: 'Ожидается multipart/form-data с файлом МЧД',
    plainText: true,
  });
  const file = form.files.find((candidate) => candidate.field === POWER_OF_ATTORNEY_FILE_FIELD);
  if (!file) throw plainTextError(400, `Файл МЧД не передан (поле «${POWER_OF_ATTORNEY_FILE_FIELD}»)`);
  return file;
}

/**
 * Machine-readable powers of attorney (spec §7 vicarious): upload with real checks, list, delete, the check of
 * GET /vicarious (404 none, 400 not usable) and the expiry status the header's notice reads.
 */
export function powerOfAttorneyRoutes(settings: SettingsState): Router {
  const router = express.Router();
  const store = settings.powersOfAttorney;

  router.get('/vicarious/all', (_req, res) => {
    res.json(store.of(callerOf(res).account.sub).map(listRow));
  });

  router.get('/vicarious/expiredStatus', (_req, res) => {
    res.json(store.expiryOf(callerOf(res).account.sub));
  });

  router.get('/vicarious', (_req, res) => {
    const active = store.active(callerOf(res).account.sub);
    if (!active) throw new HttpError(404, POWER_OF_ATTORNEY_MISSING_TEXT);
    if (active.expirationDate < todayIso()) throw plainTextError(400, `Срок действия МЧД истёк ${russianDate(active.expirationDate)}. Загрузите новую доверенность.`);
    const { id, number, innCompany, expirationDate, isDeleted } = active;
    res.json({ id, number, innCompany, expirationDate, isDeleted });
  });

  router.post('/vicarious', async (req, res) => {
    const { account } = callerOf(res);
    const file = await uploadedFile(req, res, settings);
    const nameProblem = fileNameProblem(file.name);
    if (nameProblem) throw plainTextError(400, nameProblem);
    if (hasPathSeparator(file.name)) throw plainTextError(400, pathInFileNameText(file.name));
    if (!file.name.toLowerCase().endsWith('.xml')) throw plainTextError(400, WRONG_FILE_FORMAT_TEXT);
    if (file.size === 0) throw plainTextError(400, POWER_OF_ATTORNEY_EMPTY_TEXT);
    if (file.size > POWER_OF_ATTORNEY_MAX_BYTES) throw plainTextError(400, FILE_TOO_LARGE_TEXT);
    if (store.active(account.sub)) throw plainTextError(400, 'Доверенность уже загружена. Удалите её, чтобы загрузить новую.');
    checkFileContent(file, true);
    const reading = readPowerOfAttorneyXml(new TextDecoder().decode(file.bytes));
    if (!reading.ok) throw plainTextError(400, reading.message);
    const { fields } = reading;
    if (fields.innPerson !== account.user.inn) throw plainTextError(400, `Доверенность выдана другому лицу: ИНН представителя ${fields.innPerson} не совпадает с ИНН пользователя`);
    if (fields.innCompany !== account.user.innOrg) throw plainTextError(400, `Доверенность выдана другой организацией: ИНН ${fields.innCompany} не совпадает с ИНН организации пользователя`);
    if (fields.expirationDate < todayIso()) throw plainTextError(400, `Срок действия доверенности истёк ${russianDate(fields.expirationDate)}`);
    const saved = store.add({ sub: account.sub, fileName: file.name, ...fields });
    res.json(listRow(saved));
  });

  router.delete('/vicarious/:id', (req, res) => {
    if (!store.remove(callerOf(res).account.sub, Number(req.params.id))) throw new HttpError(404, 'Доверенность не найдена');
    sendEmpty(res);
  });

  return router;
}
