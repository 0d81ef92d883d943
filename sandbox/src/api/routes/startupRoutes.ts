import express, { type Router } from 'express';
import { callerOf } from '../middleware/authenticate';
import { ENVIRONMENT_FLAGS } from '../data/environmentFlags';
import { PAGE_PERMISSIONS } from '../data/pagePermissions';
import { DESIGN_SCHEMA, SYSTEM_COLORS } from '../data/systemColors';
import { BACKEND_VERSION, VOCABULARY } from '../data/vocabulary';

/** Start-up calls of spec §7: env, i18n, designschema, system/color, info/systeminfologin, system/page. */
export function startupRoutes(): Router {
  const router = express.Router();
  router.get('/env', (_req, res) => {
    res.json(ENVIRONMENT_FLAGS);
  });
  router.get('/i18n', (_req, res) => {
    res.json(VOCABULARY);
  });
  router.get('/designschema', (_req, res) => {
    res.type('text/plain').send(DESIGN_SCHEMA);
  });
  router.get('/system/color', (_req, res) => {
    res.json(SYSTEM_COLORS);
  });
  router.get('/info/systeminfologin', (_req, res) => {
    res.json({ i18n: VOCABULARY, version: BACKEND_VERSION });
  });
  router.get('/system/page', (_req, res) => {
    const { scope } = callerOf(res).account.user;
    res.json({ permissions: PAGE_PERMISSIONS[scope], env: ENVIRONMENT_FLAGS, systemColors: SYSTEM_COLORS, designSchema: DESIGN_SCHEMA });
  });
  return router;
}
