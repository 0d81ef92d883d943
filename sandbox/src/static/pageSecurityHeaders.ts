import type { NextFunction, Request, Response } from 'express';
import { entryUrls } from '@portal/api/remotes';
import { readRemotesFile } from '../remotes/remotesFile';
import { HSTS_VALUE, readPolicyTemplate, renderContentSecurityPolicy, SECURITY_HEADERS } from './contentSecurityPolicy';

/**
 * The host's pages and files carry the production policy (deploy/security), with the origins of the remotes
 * listed in /remotes.json right now (ops may point a cabinet elsewhere while the sandbox runs) and the identity
 * provider on the sandbox's own origin. A dev server's live-reload socket is allowed only when named
 * (SANDBOX_DEV_SOCKETS, which `portal-build dev` sets): no remote's origin opens a WebSocket by itself.
 */
export function pageSecurityHeaders({ publicUrl, remotesFile, devSockets = [] }: { publicUrl: string; remotesFile: string; devSockets?: readonly string[] }) {
  const https = publicUrl.startsWith('https:');
  return (_req: Request, res: Response, next: NextFunction): void => {
    const remotes = readRemotesFile(remotesFile);
    const policy = renderContentSecurityPolicy(
      readPolicyTemplate(),
      { remotes: remotes.ok ? Object.values(remotes.manifest).flatMap((entry) => (entry ? entryUrls(entry) : [])) : [], identityProvider: publicUrl, devSockets },
      publicUrl,
    );
    res.set({ 'Content-Security-Policy': policy, ...SECURITY_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}) });
    next();
  };
}

/** The identity provider's pages may be framed only by the portal itself (keycloak-js's silent check). */
export function identityProviderFraming(_req: Request, res: Response, next: NextFunction): void {
  res.set({ 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' });
  next();
}
