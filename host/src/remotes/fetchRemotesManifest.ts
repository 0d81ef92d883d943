import { remotesManifestSchema, type RemotesManifest } from '@portal/api';
import { siteUrl } from '../startup/siteUrl';

/** GET /remotes.json: scope → URL of that cabinet's mf-manifest.json (ARCHITECTURE rule 1). */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(siteUrl('/remotes.json'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}
