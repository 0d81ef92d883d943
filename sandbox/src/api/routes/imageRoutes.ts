import express, { type Router } from 'express';
import { HttpError } from '../httpError';
import { LOGO_SVG } from '../data/logo';
import type { SettingsState } from '../../settings/settingsState';

// A Map, not an object: a name such as `constructor` or `__proto__` must not find an inherited property.
const IMAGES = new Map<string, string>([['LKK_LOGO_IMAGE', LOGO_SVG]]);

/** GET /image/{name}: images as text (spec §7: the logo's SVG markup, content type text/plain); a test may override one. */
export function imageRoutes(settings: SettingsState): Router {
  const router = express.Router();
  router.get('/image/:name', (req, res) => {
    const image = settings.imageOverrides.get(req.params.name) ?? IMAGES.get(req.params.name);
    if (image === undefined) throw new HttpError(404, `Изображение ${req.params.name} не найдено`);
    res.type('text/plain').send(image);
  });
  return router;
}
