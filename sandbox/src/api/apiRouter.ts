import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { VerifiedAccessToken } from '../oidc/accessTokenVerifier';
import type { SettingsState } from '../settings/settingsState';
import type { UserStore } from '../state/userStore';
import { registryRoutes } from '../registries/registryRoutes';
import { edmRoutes } from '../edm/edmRoutes';
import { eventsRouter } from '../events/eventsRouter';
import { rewardRoutes } from '../rewards/rewardRoutes';
import { tariffRoutes } from '../tariffs/tariffRoutes';
import { reportRoutes } from '../reports/reportRoutes';
import type { World } from '../world/world';
import { ShapeSettings } from '../state/shapeMode';
import { specOnly } from './middleware/specOnly';
import { HttpError, isBodyParseError, isBodyTooLarge, isClientBodyError } from './httpError';
import { requireRequestedWith } from './middleware/requireRequestedWith';
import { authenticate } from './middleware/authenticate';
import { cabinetGuard } from './middleware/cabinetGuard';
import { alertRoutes } from './routes/alertRoutes';
import { certificateRoutes } from './routes/certificateRoutes';
import { documentTemplateRoutes } from './routes/documentTemplateRoutes';
import { imageRoutes } from './routes/imageRoutes';
import { limitsRoutes } from './routes/limitsRoutes';
import { logRoutes } from './routes/logRoutes';
import { passwordRoutes } from './routes/passwordRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { startupRoutes } from './routes/startupRoutes';
import { tokenRoutes } from './routes/tokenRoutes';
import { ukepSignInRoutes } from './routes/ukepSignInRoutes';
import { userRoutes } from './routes/userRoutes';
import { userSettingsRoutes } from './routes/userSettingsRoutes';
import { powerOfAttorneyRoutes } from './routes/powerOfAttorneyRoutes';

export interface ApiDeps {
  users: UserStore;
  /** Login certificates, МЧД, notification dates, УКЭП sign-in (sandbox/src/settings). */
  settings: SettingsState;
  /** The demo world every cabinet area answers from (sandbox/src/world). */
  world: World;
  /** Answer shapes (sandbox/README.md "Spec-only mode"): in the spec mode only the calls and fields the spec names. Default: full. */
  shapes?: ShapeSettings;
  verifyAccessToken: (token: string) => Promise<VerifiedAccessToken>;
  quiet: boolean;
  /** The portal's own origins (the public URL first): the only ones a page-made УКЭП challenge may name. */
  portalOrigins?: readonly string[];
}

function apiErrorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof HttpError && error.plainText) {
    res.status(error.status).type('text/plain').send(error.message);
  } else if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
  } else if (isBodyParseError(error)) {
    res.status(400).json({ message: 'Некорректный JSON в теле запроса' });
  } else if (isBodyTooLarge(error)) {
    res.status(413).json({ message: 'Слишком большой запрос' });
  } else if (isClientBodyError(error)) {
    res.status(400).json({ message: 'Некорректное тело запроса' });
  } else {
    console.error('[sandbox api]', error);
    res.status(500).json({ message: 'Внутренняя ошибка песочницы' });
  }
}

/**
 * The /api/ back end: X-Requested-With and a bearer token on every call, cabinet prefixes per scope, the sandbox's
 * own request checks, JSON errors (plain text where spec §8 speaks of the server's text).
 */
export function apiRouter({ users, settings, world, shapes = new ShapeSettings(), verifyAccessToken, quiet, portalOrigins = [] }: ApiDeps): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(requireRequestedWith);
  // Before the sign-in calls: GET /sign/message is not a call of §7 either.
  router.use(specOnly(shapes));
  router.use(ukepSignInRoutes(settings, users, shapes, portalOrigins));
  router.use(authenticate(users, verifyAccessToken));
  router.use(cabinetGuard);
  router.use(express.json({ limit: '1mb' }));
  router.use(startupRoutes());
  router.use(sessionRoutes(users));
  router.use(userRoutes(users));
  router.use(tokenRoutes());
  router.use(logRoutes(quiet));
  router.use(imageRoutes(settings));
  router.use(limitsRoutes(world));
  router.use(alertRoutes());
  router.use(passwordRoutes(users));
  router.use(userSettingsRoutes(users, settings));
  router.use(certificateRoutes(settings));
  router.use(powerOfAttorneyRoutes(settings));
  router.use(documentTemplateRoutes());
  router.use(registryRoutes(world, settings));
  router.use(edmRoutes(world, settings));
  router.use(eventsRouter(world));
  router.use(rewardRoutes(world));
  router.use(tariffRoutes(world));
  router.use(reportRoutes(world));
  router.use((req, res) => {
    res.status(404).json({ message: `Неизвестный вызов API: ${req.method} /api${req.path}` });
  });
  router.use(apiErrorHandler);
  return router;
}
