import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { REALM_PATH } from './realmPaths';

/** The part of the provider (a Koa application) that reads and signs cookies. */
interface CookieSigner {
  createContext(req: IncomingMessage, res: ServerResponse): { cookies: { set(name: string, value: string, options: { signed: boolean }): unknown } };
}

/**
 * `name=value` and its signature pair as the provider's cookie jar writes them, for a request header: the provider
 * signs its cookies with keys only it holds.
 */
function signedCookiePairs(provider: Provider, req: IncomingMessage, name: string, value: string): string {
  let written: string[] = [];
  const sink = {
    getHeader: () => written,
    setHeader: (_name: string, headers: string | string[]) => {
      written = ([] as string[]).concat(headers);
    },
  } as unknown as ServerResponse;
  (provider as unknown as CookieSigner).createContext(req, sink).cookies.set(name, value, { signed: true });
  return written.map((header) => header.split(';')[0]).join('; ');
}

/**
 * Finishes an interaction in the same answer: Keycloak's login form posts and is answered with the redirect to the
 * client; oidc-provider answers with a redirect to its own resume address, which costs the browser one more round
 * trip (docs/performance.md, "Round trips"). The result is stored, then the request is handed to the provider as
 * the resume it would have become. The resume cookie, which the browser keeps for the resume address only, is the
 * interaction's uid; the interaction cookie this request carries named the same uid and binds it to this browser
 * just as well, so the cookie is given to the request, signed as the provider signs it.
 */
export function resumeInPlace(provider: Provider): (req: Request, res: Response, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }) => Promise<void> {
  const handle = provider.callback();
  return async (req, res, result, options = { mergeWithLastSubmission: false }) => {
    const returnTo = await provider.interactionResult(req, res, result, options);
    const resumePath = new URL(returnTo).pathname;
    const uid = resumePath.slice(resumePath.lastIndexOf('/') + 1);
    const resumeCookie = signedCookiePairs(provider, req, provider.cookieName('resume'), uid);
    req.headers.cookie = [req.headers.cookie, resumeCookie].filter(Boolean).join('; ');
    req.method = 'GET';
    delete req.headers['content-type'];
    delete req.headers['content-length'];
    // The provider is mounted at the realm: it sees the path below it and finds its mount in originalUrl.
    req.url = resumePath.slice(REALM_PATH.length);
    req.originalUrl = resumePath;
    await handle(req, res);
  };
}
