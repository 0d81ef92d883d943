import type { IdentityConfig } from '@portal/api';
import { PAGE_CONFIG_ID, readPageData } from './pageData';
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

/**
 * GET /config: where the identity provider is and which realm and client to use (spec §7). The server puts the same
 * answer into the page (a JSON data block, never run as script), which saves a round trip before the sign-on check;
 * a page without it (a development server) reads /config.
 */
export async function loadIdentityConfig(doc: Document = document): Promise<IdentityConfig> {
  const inPage = readPageData(PAGE_CONFIG_ID, doc);
  if (inPage !== undefined) return parseIdentityConfig(inPage);
  const response = await fetch(siteUrl('/config'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config answered ${response.status}`);
  return parseIdentityConfig(await response.json());
}
