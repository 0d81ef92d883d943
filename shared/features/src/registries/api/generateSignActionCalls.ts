import {
  generateRequestSchema,
  registryActionRequestSchema,
  setAllFinancingRequestSchema,
  signCheckAnswerSchema,
  signCheckRequestSchema,
  signRequestSchema,
  type GenerateRequest,
  type RegistryAction,
  type SignCheckAnswer,
  type SignRequest,
} from '@portal/api';
import { downloadBlob, getJson, http, reportOddAnswer, sendJson, callReportingFailure, reportCallFailure, failureStatus } from '@portal/platform';
import type { RegistryCabinet } from '../registryCabinet';
import { readWorkCalendar, type WorkCalendar } from '../rules/workCalendar';

const idPath = (id: string | number) => encodeURIComponent(String(id));
const base = (cabinet: RegistryCabinet, id: string | number) => `${cabinet.apiPrefix}/${idPath(id)}`;

export interface GeneratedFile {
  blob: Blob;
  /** From Content-Disposition (filename* first), or '' when the answer names none. */
  fileName: string;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then plain `filename=`. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() ?? '';
}

/** POST {prefix}/{id}/generate?isFinancing= (spec §7): the registry file, built from the chosen supplies. */
export function generateRegistry(cabinet: RegistryCabinet, id: string | number, request: GenerateRequest): Promise<GeneratedFile> {
  return callReportingFailure(`POST ${cabinet.apiPrefix}/{id}/generate`, async () => {
    // Parsed inside the call so that a body the contract refuses is reported like a failed call, not lost.
    const body = generateRequestSchema.parse(request);
    const isFinancing = (body.financing?.length ?? 0) > 0;
    const response = await http(`${base(cabinet, id)}/generate`, { method: 'post', searchParams: { isFinancing: String(isFinancing) }, json: body });
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  });
}

/** POST {prefix}/{id}/set-all-financing: every supply the debtor verified goes to financing (or none). Any 2xx is success. */
export async function setAllFinancing(cabinet: RegistryCabinet, id: string | number, financing = true): Promise<void> {
  const body = financing ? undefined : setAllFinancingRequestSchema.parse({ financing });
  await callReportingFailure(`POST ${cabinet.apiPrefix}/{id}/set-all-financing`, () => sendJson('post', `${base(cabinet, id)}/set-all-financing`, body));
}

/** POST /sign/check {registryId} (unprefixed in every cabinet, CONTRACT.md); the registry id as the server sent it. */
export function checkSigning(registryId: string | number): Promise<SignCheckAnswer> {
  const body = signCheckRequestSchema.parse({ registryId });
  return callReportingFailure('POST sign/check', () => sendJson('post', 'sign/check', body, signCheckAnswerSchema));
}

/** The server does not know the debtor's registry on §7's sign call (404): it cannot sign it from here. */
export const DEBTOR_SIGNING_NOT_SUPPORTED = 'Подписание реестра в кабинете дебитора этим сервером не поддерживается';

/** The debtor's POST /registries/{id}/sign answered 404: the server has no such call for the debtor. */
export class SigningNotSupported extends Error {
  constructor() {
    super(DEBTOR_SIGNING_NOT_SUPPORTED);
    this.name = 'SigningNotSupported';
  }
}

/**
 * POST {signApiPrefix}/{id}/sign with the scope's document id (spec §6: 'ecpdebtor' for the debtor) and one detached
 * signature per document for signing. Any 2xx is success. The debtor signs on §7's POST /registries/{id}/sign
 * (decision 0022); a 404 there is logged (POST log/error) and thrown as SigningNotSupported, not shown as 'Ошибка'.
 */
export async function sendSignatures(cabinet: RegistryCabinet, id: string | number, request: SignRequest): Promise<void> {
  const call = `POST ${cabinet.signApiPrefix}/{id}/sign`;
  const body = signRequestSchema.parse(request);
  try {
    await sendJson('post', `${cabinet.signApiPrefix}/${idPath(id)}/sign`, body);
  } catch (error) {
    if (cabinet.signNotFoundMeansUnsupported && failureStatus(error) === 404) {
      reportOddAnswer(call, '404: the server does not sign the debtor\'s registry on this call');
      throw new SigningNotSupported();
    }
    await reportCallFailure(call, error);
    throw error;
  }
}

/** POST {prefix}/{id}/action. Any 2xx is success whatever its body (ARCHITECTURE rule 9). */
export async function runRegistryAction(cabinet: RegistryCabinet, id: string | number, action: RegistryAction): Promise<void> {
  const body = registryActionRequestSchema.parse({ action });
  await callReportingFailure(`POST ${cabinet.apiPrefix}/{id}/action`, () => sendJson('post', `${base(cabinet, id)}/action`, body));
}

/** GET /workCalendar in any shape readWorkCalendar knows; what it cannot read is logged (POST log/error). */
export function fetchWorkCalendar(): Promise<WorkCalendar> {
  const call = 'GET workCalendar';
  return callReportingFailure(call, () =>
    getJson('workCalendar', {
      parse(answer: unknown) {
        const read = readWorkCalendar(answer);
        for (const problem of read.problems) reportOddAnswer(call, problem);
        return read.calendar;
      },
    }),
  );
}

/** GET binary/{id}: a document's bytes, to be signed. */
export function fetchDocumentBytes(fileId: string | number): Promise<Blob> {
  return downloadBlob(`binary/${idPath(fileId)}`);
}
