import {
  certificateToSaveSchema,
  documentTemplateListSchema,
  loginCertificateListSchema,
  powerOfAttorneyListSchema,
  powerOfAttorneySchema,
  POWER_OF_ATTORNEY_FILE_FIELD,
  userSchema,
  type CertificateToSave,
  type PowerOfAttorney,
} from '@portal/api';
import { downloadBlob, getJson, http, sendJson } from '@portal/platform';

/** The calls of the settings dialog (spec §7 session and user calls). */
export const settingsApi = {
  changeEmail: (email: string) => sendJson('post', 'v2/user/changeEmail', { email }, userSchema),
  changeNotificationDate: (notificationDate: string) => sendJson('post', 'lkk/user/notification_date', { notificationDate }),
  loginCertificates: () => getJson('certificate/all', loginCertificateListSchema),
  addCertificate: (certificate: CertificateToSave) => sendJson('post', 'certificate/add', certificateToSaveSchema.parse(certificate)),
  removeCertificate: (id: string) => sendJson('delete', `certificate/${encodeURIComponent(id)}/remove`),
  powersOfAttorney: () => getJson('vicarious/all', powerOfAttorneyListSchema),
  /** GET /vicarious: the power of attorney in force; 404 none, 400 not usable (spec §8). */
  checkPowerOfAttorney: (): Promise<PowerOfAttorney> => getJson('vicarious', powerOfAttorneySchema),
  uploadPowerOfAttorney: async (file: File) => {
    const body = new FormData();
    body.append(POWER_OF_ATTORNEY_FILE_FIELD, file, file.name);
    await http.post('vicarious', { body });
  },
  removePowerOfAttorney: (id: number) => sendJson('delete', `vicarious/${id}`),
  documentTemplates: () => getJson('documentTemplate', documentTemplateListSchema),
  downloadTemplate: (id: number) => downloadBlob(`documentTemplate/download/${id}`),
};

export const SETTINGS_QUERY_KEYS = {
  certificates: ['certificate', 'all'] as const,
  powersOfAttorney: ['vicarious', 'all'] as const,
  /** The header's mandate expiry notice reads this one (GET /vicarious/expiredStatus). */
  mandateExpiry: ['vicarious', 'expiredStatus'] as const,
  templates: ['documentTemplate'] as const,
  pluginCertificates: ['signing', 'certificates'] as const,
};
