import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES, type Registry } from '../world/worldTypes';
import { filesOf, receiveUpload } from './multipartFiles';
import { ownedRegistry, pathId } from './registryAccess';
import { can } from './registryPermissions';
import { checkUploadedFile, documentUploadRules } from './uploadRules';
import { checkFilesPerCall, checkFilesPerObject, checkUserQuota, REGISTRY_FULL_TEXT } from '../uploads/uploadQuota';

function requireChange(registry: Registry): void {
  if (!can(registry.statusCode, 'change')) throw new HttpError(400, `Реестр в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}» изменить нельзя`);
}

/** Upload and delete of a registry's documents under `prefix` (/registries, /lka/registries, /lkd/registries). */
export function documentRoutes(world: World, prefix: string): Router {
  const router = express.Router();

  router.post(`${prefix}/:id/documents`, async (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    requireChange(registry);
    const held = registry.documents.filter((doc) => doc.userDoc).length;
    const form = await receiveUpload(req, res, world, documentUploadRules('files', { maxFiles: world.uploadLimits.filesPerCall, quotaOf: { world, owner: registry.owner } }));
    const files = filesOf(form, 'files');
    // Every file is checked before any is kept: a refused request changes nothing.
    checkFilesPerCall(files, world.uploadLimits.filesPerCall);
    const accepted = files.map((file) => ({ file, contentType: checkUploadedFile(file) }));
    checkFilesPerObject(held, files.length, world.uploadLimits.documentsPerRegistry, REGISTRY_FULL_TEXT);
    checkUserQuota(world, registry.owner, files);
    const added = [];
    for (const { file, contentType } of accepted) {
      const stored = world.files.addUpload(registry.owner, file.name, contentType, file.bytes);
      const document = { id: world.nextDocumentId(), fileId: stored.id, name: file.name, userDoc: true };
      registry.documents.push(document);
      added.push({ id: document.id, document: { id: stored.id, name: file.name, userDoc: true } });
    }
    res.status(201).json({ documents: added });
  });

  router.delete(`${prefix}/:id/documents/:docId`, (req, res) => {
    const registry = ownedRegistry(world, res, req.params.id);
    const docId = pathId(req.params.docId, 'документа');
    // The row id of `documents` or its binary id (document.id): the contract does not say which the portal sends.
    const index = registry.documents.findIndex((doc) => doc.id === docId || doc.fileId === docId);
    const document = registry.documents[index];
    if (!document) throw new HttpError(404, `Документ ${docId} не найден в реестре ${registry.number}`);
    requireChange(registry);
    if (!document.userDoc) throw new HttpError(400, `Документ фактора «${document.name}» удалить нельзя`);
    registry.documents.splice(index, 1);
    world.files.remove(document.fileId);
    if (document.id % 2 === 0) res.status(204).end();
    else res.json({ message: 'Документ удалён' });
  });

  return router;
}
