import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/sandboxOptions';

/** The template production's nginx fills too (deploy/security/README.md). */
export const CSP_TEMPLATE_FILE = path.join(REPO_ROOT, 'deploy', 'security', 'content-security-policy.template');

export interface PolicyOrigins {
  /** Where cabinet remotes are served from (scripts, manifests). */
  remotes: readonly string[];
  /** The identity provider's origin. */
  identityProvider: string;
  /** Development only: dev servers' live-reload sockets (ws://localhost:8082), added to connect-src. */
  devSockets?: readonly string[];
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The policy of the template with the given origins; duplicates and the host's own origin collapse to 'self'. */
export function renderContentSecurityPolicy(template: string, { remotes, identityProvider, devSockets = [] }: PolicyOrigins, ownOrigin: string): string {
  const own = originOf(ownOrigin);
  const list = (urls: readonly string[]) => [...new Set(urls.map(originOf).filter((origin): origin is string => Boolean(origin) && origin !== own))].join(' ');
  return template
    .trim()
    .replaceAll('{{REMOTE_ORIGINS}}', list(remotes))
    .replaceAll('{{IDP_ORIGIN}}', list([identityProvider]))
    .replace(/ +;/g, ';')
    .replace(/ {2,}/g, ' ')
    .replace(/connect-src ([^;]*)/, (directive) => [directive, ...devSockets].join(' '));
}

let cachedTemplate: string | undefined;

export function readPolicyTemplate(): string {
  cachedTemplate ??= readFileSync(CSP_TEMPLATE_FILE, 'utf8');
  return cachedTemplate;
}

/** Headers every page of the portal carries besides the policy (deploy/host writes the same for nginx). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** HSTS only means something over https; the sandbox sends it when its public URL is https. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
