import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { escapeHtml } from '../html/escapeHtml';
import { pageLayout } from '../html/pageLayout';
import type { UserStore } from '../state/userStore';
import { LOGIN_ERROR_TEXT, renderLoginPage } from './loginPage';
import { loginAttemptLimit, markLoginFailed, TOO_MANY_LOGINS_TEXT } from './loginAttemptLimit';
import { INTERACTION_PATH, interactionAction } from './realmPaths';
import { resumeInPlace } from './resumeInPlace';

function sendHtml(res: Response, html: string, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/** login_hint of a УКЭП sign-in: "ukep:<ticket>" (see api/routes/ukepSignInRoutes.ts). */
export const UKEP_HINT_PREFIX = 'ukep:';
export const UKEP_TICKET_ERROR_TEXT = 'Вход по УКЭП не подтверждён или устарел. Войдите по логину и паролю или повторите вход по УКЭП.';

export const LOGIN_EXPIRED_TEXT = 'Время на вход истекло. Откройте личный кабинет и войдите заново.';
export const OPEN_PORTAL_TEXT = 'Открыть личный кабинет';

function expiredPage(portalStart: string): string {
  return pageLayout(
    'Вход в личный кабинет',
    `<h1>Вход в личный кабинет</h1>\n<p class="error">${LOGIN_EXPIRED_TEXT}</p>\n<p class="other-ways"><a href="${escapeHtml(portalStart)}">${OPEN_PORTAL_TEXT}</a></p>`,
  );
}

/**
 * The provider's login interaction: the Russian sign-in form (the authorization request answers it in place, see
 * loginFormAtAuthorization.ts); consent is granted without asking; a finished interaction is answered with the
 * redirect to the client at once (resumeInPlace.ts). `publicUrl` is the portal's own address (its start page is the
 * client's redirect URI).
 */
export function interactionRoutes(provider: Provider, users: UserStore, publicUrl: string): Router {
  const router = express.Router();
  const portalStart = `${publicUrl}/`;
  const finish = resumeInPlace(provider);

  /** Whether the browser holds a live sign-in of the provider (its session cookie names a session with an account). */
  async function signedIn(req: Request, res: Response): Promise<boolean> {
    try {
      const session = await provider.Session.get({ req, res } as unknown as Parameters<typeof provider.Session.get>[0]);
      return Boolean(session.accountId);
    } catch {
      return false;
    }
  }

  /**
   * The interaction, or an answer when it is gone. The usual way here is the browser's Back from the portal just after
   * signing in (the login form is the entry before it): a signed-in user goes back to the portal, not to a dead end
   * (decision 0044); anyone else gets the expired page with a way to start again.
   */
  async function details(req: Request, res: Response) {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      if (await signedIn(req, res)) res.set('Cache-Control', 'no-store').redirect(303, portalStart);
      else sendHtml(res, expiredPage(portalStart), 400);
      return undefined;
    }
  }

  async function grantConsent(req: Request, res: Response, interaction: NonNullable<Awaited<ReturnType<typeof details>>>) {
    const { accountId } = interaction.session ?? {};
    const clientId = String(interaction.params.client_id ?? '');
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId: accountId ?? '', clientId });
    if (!grant) throw new Error('grant of the interaction is gone');
    const missing = interaction.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    await finish(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  router.get(`${INTERACTION_PATH}/:uid`, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    if (interaction.prompt.name === 'login') {
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      if (hint.startsWith(UKEP_HINT_PREFIX)) {
        // УКЭП sign-in: POST /api/sign/checkMsg verified the signature and issued this one-time ticket.
        const account = users.redeemLoginTicket(hint.slice(UKEP_HINT_PREFIX.length));
        if (account) {
          await finish(req, res, { login: { accountId: account.sub } });
          return;
        }
        sendHtml(res, renderLoginPage({ action: interactionAction(interaction.uid), error: UKEP_TICKET_ERROR_TEXT }));
        return;
      }
      sendHtml(res, renderLoginPage({ action: interactionAction(interaction.uid), username: hint }));
      return;
    }
    await grantConsent(req, res, interaction);
  });

  const limitFailedLogins = loginAttemptLimit((req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username : '';
    sendHtml(res, renderLoginPage({ action: interactionAction(String(req.params.uid)), username, error: TOO_MANY_LOGINS_TEXT }), 429);
  });

  router.post(`${INTERACTION_PATH}/:uid`, express.urlencoded({ extended: false, limit: '16kb' }), limitFailedLogins, async (req, res) => {
    const interaction = await details(req, res);
    if (!interaction) return;
    if (interaction.prompt.name !== 'login') {
      await grantConsent(req, res, interaction);
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const account = users.authenticate(username, password);
    if (!account) {
      markLoginFailed(res);
      sendHtml(res, renderLoginPage({ action: interactionAction(interaction.uid), username, error: LOGIN_ERROR_TEXT }), 200);
      return;
    }
    await finish(req, res, { login: { accountId: account.sub } });
  });

  return router;
}
