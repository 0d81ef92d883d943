import express, { type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { parseBody } from '../api/parseBody';
import type { World } from '../world/world';
import { ownedDoc, requireStatus } from './edmAccess';
import { EDM_STATUS } from './edmStatuses';
import type { EdmStore } from './edmStore';

const docIds = z.array(idInput).min(1, 'docs: нужен хотя бы один документ');
const deleteRequest = z.strictObject({ docs: docIds });
const refuseRequest = z.strictObject({
  docs: docIds,
  reason: z.string().trim().min(1, 'Укажите причину отказа').max(500, 'Причина отказа не длиннее 500 символов'),
});

/**
 * POST /edm/delete {docs} and POST /edm/refuse {docs, reason}. Every document is checked before any is changed, so a
 * call either does all or nothing (the portal sends one document per call).
 */
export function edmActionRoutes(world: World, store: EdmStore): Router {
  const router = express.Router();

  router.post('/edm/delete', (req, res) => {
    const { docs } = parseBody(deleteRequest, req.body);
    const found = docs.map((id) => ownedDoc(store, res, id));
    for (const doc of found) requireStatus(doc, [EDM_STATUS.onSigning], 'удалить');
    for (const doc of found) {
      world.files.remove(doc.fileId);
      store.remove(doc.id);
    }
    res.status(204).end();
  });

  router.post('/edm/refuse', (req, res) => {
    const { docs, reason } = parseBody(refuseRequest, req.body);
    const found = docs.map((id) => ownedDoc(store, res, id));
    for (const doc of found) requireStatus(doc, [EDM_STATUS.requiresSignature], 'отклонить');
    for (const doc of found) {
      doc.status = EDM_STATUS.refused;
      doc.refuseReason = reason;
    }
    res.json({});
  });

  return router;
}
