import express, { type Router } from 'express';
import { HttpError } from '../httpError';
import { LOGO_SVG } from '../data/logo';

const IMAGES: Record<string, string> = { LKK_LOGO_IMAGE: LOGO_SVG };

/** GET /image/{name}: images as text (spec §7: the logo's SVG markup, content type text/plain). */
export function imageRoutes(): Router {
  const router = express.Router();
  router.get('/image/:name', (req, res) => {
    const image = IMAGES[req.params.name];
    if (image === undefined) throw new HttpError(404, `Изображение ${req.params.name} не найдено`);
    res.type('text/plain').send(image);
  });
  return router;
}
