import { identityConfigSchema, type IdentityConfig } from '@portal/api';
import { siteUrl } from './siteUrl';

/** GET /config: where the identity provider is and which realm and client to use (spec §7). */
export async function loadIdentityConfig(): Promise<IdentityConfig> {
  const response = await fetch(siteUrl('/config'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config answered ${response.status}`);
  return identityConfigSchema.parse(await response.json());
}
