import express, { type Router } from 'express';
import { documentTemplateFile, DOCUMENT_TEMPLATES } from '../../settings/documentTemplates';
import { HttpError } from '../httpError';
import { callerOf } from '../middleware/authenticate';

/** GET /documentTemplate and GET /documentTemplate/download/{id}: real files, filled in for the caller. */
export function documentTemplateRoutes(): Router {
  const router = express.Router();

  router.get('/documentTemplate', (_req, res) => {
    res.json(DOCUMENT_TEMPLATES.map(({ id, name, fileName }) => ({ id, name, fileName, description: `Шаблон «${name}»` })));
  });

  router.get('/documentTemplate/download/:id', (req, res) => {
    const file = documentTemplateFile(Number(req.params.id), callerOf(res).account.user);
    if (!file) throw new HttpError(404, 'Шаблон документа не найден');
    res
      .status(200)
      .set('Content-Type', file.contentType)
      .set('Content-Disposition', `attachment; filename="template"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(file.body);
  });

  return router;
}
