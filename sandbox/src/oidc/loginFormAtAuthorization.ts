import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { UKEP_HINT_PREFIX } from './interactionRoutes';
import { renderLoginPage } from './loginPage';
import { INTERACTION_PATH, interactionAction, REALM_PATH } from './realmPaths';

/**
 * Keycloak answers the authorization request with its login form; oidc-provider redirects to the interaction's
 * address, which costs the browser one more round trip (docs/performance.md, "Round trips"). When the provider
 * starts a login interaction, its answer becomes the form itself, with the cookies that name the interaction; the
 * form posts to the interaction's address as before. A УКЭП ticket and consent keep the redirect: the interaction
 * route finishes those without a form.
 */
export function answerLoginFormAtAuthorization(provider: Provider): void {
  const interactionPrefix = `${REALM_PATH}${INTERACTION_PATH}/`;
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    if (ctx.method !== 'GET' || oidc?.route !== 'authorization' || ctx.status !== 303) return;
    const destination = new URL(ctx.response.get('Location'), oidc.issuer).pathname;
    if (!destination.startsWith(interactionPrefix)) return;
    const interaction = await provider.Interaction.find(destination.slice(interactionPrefix.length));
    if (interaction?.prompt.name !== 'login') return;
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
    if (hint.startsWith(UKEP_HINT_PREFIX)) return;
    ctx.remove('Location');
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = renderLoginPage({ action: interactionAction(interaction.uid), username: hint });
  });
}
