import express, { type Router } from 'express';
import { HttpError } from '../api/httpError';
import type { World } from '../world/world';
import { filesOf, receiveUpload, type UploadedFile } from './multipartFiles';
import { callerOwner, pathId } from './registryAccess';
import { checkUploadedFile, documentUploadRules } from './uploadRules';
import { checkUserQuota } from '../uploads/uploadQuota';

/** `attachment` with the UTF-8 name (RFC 6266) and an ASCII fallback for old clients. */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** GET /binary/{id}: the caller's stored file as real bytes; POST /binary/: stores one file (`file`) → `{id}`. */
export function binaryRoutes(world: World): Router {
  const router = express.Router();

  router.get('/binary/:id', (req, res) => {
    const id = pathId(req.params.id, 'файла');
    const file = world.files.ownedBy(callerOwner(res), id);
    if (!file) throw new HttpError(404, `Файл ${id} не найден`);
    // An uploaded file is the user's bytes: never sniffed into another type, and inert if a browser renders it anyway
    // (an XML or SVG opened in a tab runs no script and loads nothing).
    res
      .set('Content-Type', file.contentType)
      .set('Content-Disposition', attachment(file.name))
      .set('X-Content-Type-Options', 'nosniff')
      .set('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(world.files.bytesOf(file));
  });

  router.post('/binary', async (req, res) => {
    const form = await receiveUpload(req, res, world, documentUploadRules('file', { quotaOf: { world, owner: callerOwner(res) } }));
    const files = filesOf(form, 'file');
    if (files.length > 1) throw new HttpError(400, 'Ожидается один файл в поле «file»');
    const [file] = files as [UploadedFile];
    const contentType = checkUploadedFile(file);
    checkUserQuota(world, callerOwner(res), files);
    const stored = world.files.addUpload(callerOwner(res), file.name, contentType, file.bytes);
    res.status(201).json({ id: stored.id });
  });

  return router;
}
