import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { HttpError, isBodyParseError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import type { SettingsState } from '../settings/settingsState';
import { emulatorBundle } from './emulatorBundle';
import { publicRecord } from './emulatedCertificates';
import { EMULATOR_MODES } from './emulator/emulatorMode';

export const CRYPTOPRO_BASE_PATH = '/__sandbox/cryptopro';

const modeSchema = z.object({ mode: z.enum(EMULATOR_MODES) });
const hashSchema = z.object({ content: z.string() });
const signSchema = z.object({ thumbprint: z.string().min(1), digest: z.string().min(1) });
const verifySchema = z.object({ signature: z.string().min(1), content: z.string() });

/**
 * The CryptoPro plug-in emulator (sandbox builds only): GET emulator.js for the page, the "native" side it
 * calls (certificates, Streebog hash, signing with the keys kept here), and the test switch GET/POST mode.
 */
export function cryptoproRoutes(settings: SettingsState): Router {
  const router = express.Router();
  router.use(express.json({ limit: '2mb' }));

  router.get('/emulator.js', async (_req, res) => {
    const config = JSON.stringify({ mode: settings.emulatorMode, nativeBase: `${CRYPTOPRO_BASE_PATH}/native` });
    res
      .set('Cache-Control', 'no-store')
      .type('application/javascript')
      .send(`window.__CRYPTOPRO_EMULATOR__ = ${config};\n${await emulatorBundle()}`);
  });

  router.get('/mode', (_req, res) => {
    res.json({ mode: settings.emulatorMode, modes: EMULATOR_MODES });
  });
  router.post('/mode', (req, res) => {
    settings.emulatorMode = parseBody(modeSchema, req.body).mode;
    res.json({ mode: settings.emulatorMode });
  });

  router.get('/native/certificates', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(settings.authority.certificates.map(publicRecord));
  });
  router.post('/native/hash', (req, res) => {
    res.json({ hash: settings.authority.hash(parseBody(hashSchema, req.body).content) });
  });
  router.post('/native/sign', (req, res) => {
    const { thumbprint, digest } = parseBody(signSchema, req.body);
    res.json({ signature: settings.authority.sign(thumbprint, digest) });
  });
  // VerifyCades of the emulated plug-in (the workstation check's test signature).
  router.post('/native/verify', (req, res) => {
    const { signature, content } = parseBody(verifySchema, req.body);
    const result = settings.authority.verify(signature, Buffer.from(content, 'base64'));
    res.json({ failure: result.ok ? null : result.reason });
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) res.status(error.status).json({ message: error.message });
    else if (isBodyParseError(error)) res.status(400).json({ message: 'Некорректный JSON в теле запроса' });
    else res.status(500).json({ message: error instanceof Error ? error.message : 'Внутренняя ошибка эмулятора' });
  });
  return router;
}
