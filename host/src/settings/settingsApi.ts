import {
  certificateToSaveSchema,
  loginCertificateSchema,
  powerOfAttorneySchema,
  POWER_OF_ATTORNEY_FILE_FIELD,
  textField,
  fieldsOf,
  type CertificateToSave,
  type LoginCertificate,
  type PowerOfAttorney,
} from '@portal/api';
import { getJson, http, lenientList, sendJson } from '@portal/platform';
import { DOCUMENT_TEMPLATES_KEY, downloadDocumentTemplate, fetchDocumentTemplates } from '@portal/ui';

/** Best-effort rows (ARCHITECTURE rule 9): an odd row still shows what it has; without an id it cannot be deleted. */
function oddCertificate(raw: unknown): LoginCertificate | null {
  const id = textField(raw, 'id') || textField(raw, 'thumbprint');
  return { id, fio: textField(raw, 'fio'), innUser: textField(raw, 'innUser'), innCompany: textField(raw, 'innCompany'), dateTo: textField(raw, 'dateTo') };
}

function oddPowerOfAttorney(raw: unknown): PowerOfAttorney | null {
  const deleted = fieldsOf(raw).isDeleted;
  const id = textField(raw, 'id');
  return { ...(id ? { id } : {}), innCompany: textField(raw, 'innCompany'), expirationDate: textField(raw, 'expirationDate'), isDeleted: deleted === true || deleted === 'true' };
}

const certificateList = lenientList('GET certificate/all', loginCertificateSchema, oddCertificate);
const powerOfAttorneyList = lenientList('GET vicarious/all', powerOfAttorneySchema, oddPowerOfAttorney);

/**
 * The calls of the settings dialog (spec §7 session and user calls). Action calls take any 2xx as success,
 * whatever the body (ARCHITECTURE rule 9); request bodies are checked strictly before they leave.
 */
export const settingsApi = {
  changeEmail: (email: string) => sendJson('post', 'v2/user/changeEmail', { email }),
  changeNotificationDate: (notificationDate: string) => sendJson('post', 'lkk/user/notification_date', { notificationDate }),
  loginCertificates: () => getJson('certificate/all', certificateList),
  addCertificate: (certificate: CertificateToSave) => sendJson('post', 'certificate/add', certificateToSaveSchema.parse(certificate)),
  removeCertificate: (id: string | number) => sendJson('delete', `certificate/${encodeURIComponent(String(id))}/remove`),
  powersOfAttorney: () => getJson('vicarious/all', powerOfAttorneyList),
  /** GET /vicarious: the power of attorney in force; 404 none, 400 not usable (spec §8). */
  checkPowerOfAttorney: (): Promise<PowerOfAttorney> => getJson('vicarious', powerOfAttorneySchema),
  uploadPowerOfAttorney: async (file: File) => {
    const body = new FormData();
    body.append(POWER_OF_ATTORNEY_FILE_FIELD, file, file.name);
    await http.post('vicarious', { body });
  },
  removePowerOfAttorney: (id: string | number) => sendJson('delete', `vicarious/${encodeURIComponent(String(id))}`),
  // Shared with the tariffs page of the client cabinets (@portal/ui sharedCalls).
  documentTemplates: fetchDocumentTemplates,
  downloadTemplate: downloadDocumentTemplate,
};

export const SETTINGS_QUERY_KEYS = {
  certificates: ['certificate', 'all'] as const,
  powersOfAttorney: ['vicarious', 'all'] as const,
  /** The header's mandate expiry notice reads this one (GET /vicarious/expiredStatus). */
  mandateExpiry: ['vicarious', 'expiredStatus'] as const,
  templates: DOCUMENT_TEMPLATES_KEY,
  pluginCertificates: ['signing', 'certificates'] as const,
};
