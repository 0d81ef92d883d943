import { remotesManifestSchema, type RemotesManifest } from '@portal/api';
import { siteUrl } from '../startup/siteUrl';
import { takeEarlyRemotes } from './cabinetPreload';

/** GET /remotes.json: scope → URL of that cabinet's mf-manifest.json (ARCHITECTURE rule 1). */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  // The read main.js started on a cabinet's path, if any; a failed one is asked again here.
  const early = takeEarlyRemotes();
  if (early) {
    const answer = await early.catch(() => undefined);
    if (answer !== undefined) return remotesManifestSchema.parse(answer);
  }
  const response = await fetch(siteUrl('/remotes.json'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}
