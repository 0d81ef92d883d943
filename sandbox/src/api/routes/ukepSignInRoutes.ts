import { matchCertificate } from '../../cryptopro/certificateHolder';
import { asSigningCertificate } from './certificateRoutes';
import express, { type Response, type Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { checkMessageCheck } from '../contract/requestChecks';
import type { SettingsState } from '../../settings/settingsState';
import type { UserStore } from '../../state/userStore';
import { HttpError } from '../httpError';
import { parseBody } from '../parseBody';
import type { ShapeSettings } from '../../state/shapeMode';

export const STALE_MESSAGE_TEXT = 'Сообщение для подписи устарело. Обновите страницу и повторите вход.';
/** Every bounded sign-in record is full of unexpired entries (a flood): nothing is dropped to make room. */
export const SIGN_IN_BUSY_TEXT = 'Вход по УКЭП временно недоступен: слишком много попыток входа. Повторите через несколько минут.';
export const UNREGISTERED_CERTIFICATE_TEXT = 'Сертификат не зарегистрирован для входа в личный кабинет. Добавьте его в настройках пользователя.';

/**
 * УКЭП sign-in (spec §2 /ukep, §7 POST /sign/checkMsg), before the bearer check: the caller has no session yet.
 * GET /sign/message gives the text to sign (in the spec-only mode the page makes one); POST /sign/checkMsg verifies the detached signature, finds the
 * user the certificate is registered to and answers a one-time login hint for the identity provider.
 */
export function ukepSignInRoutes(settings: SettingsState, users: UserStore, shapes?: ShapeSettings, portalOrigins: readonly string[] = []): Router {
  const router = express.Router();
  router.use('/sign', express.json({ limit: '256kb' }));

  router.get('/sign/message', (req, res) => {
    // Per client address (behind the deploy's nginx the one it forwards: config/trustedProxies.ts).
    const message = settings.challenges.issue(Date.now(), ipKeyGenerator(req.ip ?? ''));
    if (message === undefined) return busy(res);
    res.json({ message });
  });

  router.post('/sign/checkMsg', (req, res) => {
    const { message, signature } = parseBody(checkMessageCheck, req.body);
    // The signature is checked first and only a verified message is recorded as used: unsigned messages must not
    // fill (or, before, push anything out of) the record of used challenges.
    const verified = settings.authority.verify(signature, new TextEncoder().encode(message));
    // In the spec-only mode there is no GET /sign/message: the page signs a challenge it made (see isFreshPageMade).
    // The challenge must name one of the portal's configured origins: the request's Origin header is the caller's to
    // choose, so a message a phishing page had the user sign (naming the phishing origin) must not sign anyone in.
    const pageOrigin = shapes?.specOnly === true ? portalOrigins.find((origin) => settings.challenges.isFreshPageMade(message, origin)) : undefined;
    const pageMade = pageOrigin !== undefined;
    if (!verified.ok) {
      // A stale message is reported as such whatever was signed, as before; a fresh one gets the signature's reason.
      if (!pageMade && !settings.challenges.isOpen(message)) throw new HttpError(400, STALE_MESSAGE_TEXT);
      throw new HttpError(400, verified.reason);
    }
    if (pageMade) {
      if (!settings.challenges.recordPageMade(message, pageOrigin)) return busy(res);
    } else if (!settings.challenges.redeem(message)) throw new HttpError(400, STALE_MESSAGE_TEXT);
    const sub = settings.loginCertificates.ownerOf(verified.certificate.thumbprint);
    const account = sub ? users.bySub(sub) : undefined;
    if (!account) throw new HttpError(403, UNREGISTERED_CERTIFICATE_TEXT);
    // A certificate signs in its holder only, even if it was somehow registered to someone else.
    if (matchCertificate(asSigningCertificate(verified.certificate), account.user).kind === 'mismatch') throw new HttpError(403, UNREGISTERED_CERTIFICATE_TEXT);
    res.json({ username: account.user.username, loginHint: `ukep:${users.issueLoginTicket(account.sub)}` });
  });

  return router;
}

function busy(res: Response): void {
  res.status(503).set('Retry-After', '60').json({ message: SIGN_IN_BUSY_TEXT });
}
