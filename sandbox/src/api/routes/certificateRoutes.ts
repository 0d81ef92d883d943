import express, { type Router } from 'express';
import { certificateToSaveCheck } from '../contract/requestChecks';
import { POWER_OF_ATTORNEY_MISSING_TEXT } from '@portal/api';
import { matchCertificate } from '../../cryptopro/certificateHolder';
import { parseSubjectName } from '../../cryptopro/subjectFields';
import type { EmulatedCertificate } from '../../cryptopro/emulatedCertificates';
import { certificateValidityProblem, dateToProblem } from '../../settings/certificateValidity';
import type { SettingsState } from '../../settings/settingsState';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';
import { parseBody } from '../parseBody';

export const CERTIFICATE_TAKEN_TEXT = 'Сертификат используется другим пользователем';
export const CERTIFICATE_ALREADY_ADDED_TEXT = 'Сертификат уже добавлен';
export const POWER_OF_ATTORNEY_OTHER_COMPANY_TEXT = 'ИНН организации сертификата не совпадает с ИНН доверителя в доверенности';

/** The issued certificate as the plug-in shows it, for the holder rule of spec §5 shared with the browser. */
export function asSigningCertificate(issued: EmulatedCertificate) {
  const subject = parseSubjectName(issued.subjectName);
  return { ...issued, name: subject.commonName };
}

/** Login certificates of spec §7: GET /certificate/all, POST /certificate/add, DELETE /certificate/{id}/remove. */
export function certificateRoutes(settings: SettingsState): Router {
  const router = express.Router();

  router.get('/certificate/all', (_req, res) => {
    res.json(settings.loginCertificates.of(callerOf(res).account.sub).map((certificate, index) => ({ ...certificate, serialNumber: `7C00${String(index + 1).padStart(4, '0')}` })));
  });

  router.post('/certificate/add', (req, res) => {
    const { account } = callerOf(res);
    const certificate = parseBody(certificateToSaveCheck, req.body);
    const issued = settings.authority.byThumbprint(certificate.id);
    if (!issued) throw new HttpError(400, 'Сертификат не выдан удостоверяющим центром песочницы');
    // Only a certificate in force (the CA's record), with the certificate's own dateTo.
    const validity = certificateValidityProblem(issued) ?? dateToProblem(certificate.dateTo, issued.validTo);
    if (validity) throw new HttpError(400, validity);
    const subject = parseSubjectName(issued.subjectName);
    if (certificate.innUser !== subject.inn || certificate.fio.toLowerCase() !== `${subject.surname} ${subject.givenName}`.toLowerCase()) {
      throw new HttpError(400, 'Данные запроса не совпадают с данными сертификата');
    }
    const owner = settings.loginCertificates.ownerOf(certificate.id);
    if (owner && owner !== account.sub) throw new HttpError(409, CERTIFICATE_TAKEN_TEXT);
    if (owner === account.sub) throw new HttpError(409, CERTIFICATE_ALREADY_ADDED_TEXT);
    // Spec §5 on the server too: only the holder's own certificate (name, personal and organisation INN), or,
    // without an organisation INN in it, one backed by the holder's power of attorney.
    const holder = matchCertificate(asSigningCertificate(issued), account.user);
    if (holder.kind === 'mismatch') throw new HttpError(400, holder.message);
    if (holder.kind === 'needs-power-of-attorney') {
      const powerOfAttorney = settings.powersOfAttorney.active(account.sub);
      if (!powerOfAttorney) throw new HttpError(400, POWER_OF_ATTORNEY_MISSING_TEXT);
      if (certificate.innCompany !== powerOfAttorney.innCompany) throw new HttpError(400, POWER_OF_ATTORNEY_OTHER_COMPANY_TEXT);
    }
    res.status(201).json({ id: settings.loginCertificates.add(account.sub, certificate).id });
  });

  router.delete('/certificate/:id/remove', (req, res) => {
    if (!settings.loginCertificates.remove(callerOf(res).account.sub, req.params.id)) throw new HttpError(404, 'Сертификат не найден');
    res.json({});
  });

  return router;
}
