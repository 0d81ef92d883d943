import type { IdentityConfig } from '@portal/api';
import { siteUrl } from './siteUrl';

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`GET /config: "${field}" must be a non-empty string`);
  return value;
}

/**
 * Checks the identity settings of GET /config by hand: this runs before sign-in, where every kilobyte of
 * script delays the redirect (ARCHITECTURE rule 10), so no schema library is loaded for three strings.
 */
export function parseIdentityConfig(body: unknown): IdentityConfig {
  if (typeof body !== 'object' || body === null) throw new Error('GET /config did not answer a JSON object');
  const record = body as Record<string, unknown>;
  const config: IdentityConfig = { url: requireText(record.url, 'url'), realm: requireText(record.realm, 'realm'), clientId: requireText(record.clientId, 'clientId') };
  if (typeof record.registryBranchSegment === 'string') config.registryBranchSegment = record.registryBranchSegment;
  if (typeof record.passwordChangePath === 'string') config.passwordChangePath = record.passwordChangePath;
  return config;
}

/** The id of the data block in which the server hands the page /config's answer (decision 0048). */
export const PAGE_CONFIG_ID = 'portal-config';

/**
 * GET /config: where the identity provider is and which realm and client to use (spec §7). The server puts the same
 * answer into the page (a JSON data block, never run as script), which saves a round trip before the sign-on check;
 * a page without it (a development server) reads /config.
 */
export async function loadIdentityConfig(doc: Document = document): Promise<IdentityConfig> {
  const inPage = doc.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (inPage) {
    let body: unknown;
    try {
      body = JSON.parse(inPage);
    } catch {
      throw new Error('The page\'s copy of /config is not JSON');
    }
    return parseIdentityConfig(body);
  }
  const response = await fetch(siteUrl('/config'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config answered ${response.status}`);
  return parseIdentityConfig(await response.json());
}
