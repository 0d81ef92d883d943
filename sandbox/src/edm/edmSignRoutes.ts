import express, { type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import { parseBody } from '../api/parseBody';
import type { SettingsState } from '../settings/settingsState';
import type { World } from '../world/world';
import { callerName, ownedDoc, requireStatus } from './edmAccess';
import type { EdmDoc } from './edmModel';
import { EDM_STATUS } from './edmStatuses';
import type { EdmStore } from './edmStore';

const id = idInput;
const signRequest = z.strictObject({
  files: z.array(z.strictObject({ id, fileId: id, signature: z.string().min(1), vicariousId: id.nullable() })).min(1, 'files: нужна хотя бы одна подпись'),
});
const checkRequest = z.array(z.strictObject({ edmId: id })).min(1, 'нужен хотя бы один документ');

/** Where signing moves a document (CONTRACT.md "Statuses"). */
const AFTER_SIGNING: Record<string, string> = {
  [EDM_STATUS.requiresSignature]: EDM_STATUS.signed,
  [EDM_STATUS.onSigning]: EDM_STATUS.sent,
};

/**
 * POST /edm/sign: each signature must be a detached GOST signature of the document's file by the caller's own
 * certificate (the plug-in emulator's authority), under the caller's МЧД in force when a vicariousId is given.
 * POST /edm/check verifies the stored signatures again and answers per document.
 */
export function edmSignRoutes(world: World, store: EdmStore, settings: SettingsState): Router {
  const router = express.Router();
  const bytesOf = (doc: EdmDoc): Buffer => {
    const file = world.files.ownedBy(doc.owner, doc.fileId);
    if (!file) throw new HttpError(400, `Файл документа ${doc.number} не найден`);
    return world.files.bytesOf(file);
  };

  router.post('/edm/sign', (req, res) => {
    const { files } = parseBody(signRequest, req.body);
    const { account } = callerOf(res);
    const verified = files.map((given) => {
      const doc = ownedDoc(store, res, given.id);
      requireStatus(doc, Object.keys(AFTER_SIGNING), 'подписать');
      if (given.fileId !== doc.fileId) throw new HttpError(400, `fileId ${given.fileId} не файл документа ${doc.number}`);
      const result = settings.authority.verify(given.signature, bytesOf(doc));
      if (!result.ok) throw new HttpError(400, `${result.reason}: документ ${doc.number}`);
      if (result.certificate.username !== account.user.username) throw new HttpError(400, `Документ ${doc.number} подписан не сертификатом пользователя`);
      if (given.vicariousId !== null && settings.powersOfAttorney.active(account.sub)?.id !== given.vicariousId) {
        throw new HttpError(400, `МЧД ${given.vicariousId} не действует для пользователя`);
      }
      return { doc, given };
    });
    for (const { doc, given } of verified) {
      doc.signatures.push({ signature: given.signature, vicariousId: given.vicariousId, signer: callerName(res), signDate: new Date().toISOString() });
      doc.status = AFTER_SIGNING[doc.status]!;
    }
    res.json({ message: 'Операция выполнена' });
  });

  router.post('/edm/check', (req, res) => {
    const wanted = parseBody(checkRequest, req.body);
    res.json(
      wanted.map(({ edmId }) => {
        const doc = ownedDoc(store, res, edmId);
        if (doc.signatures.length === 0) return { edmId, valid: false, message: 'Документ не подписан' };
        const bytes = bytesOf(doc);
        const failed = doc.signatures.map((entry) => settings.authority.verify(entry.signature, bytes)).find((result) => !result.ok);
        if (failed && !failed.ok) return { edmId, valid: false, message: failed.reason };
        return { edmId, valid: true, message: `Подпись действительна (${doc.signatures.length})` };
      }),
    );
  });

  return router;
}
