import { parseRemotesManifest, type RemotesManifest } from '@portal/api';
import { siteUrl } from '../startup/siteUrl';
import { takePrefetchedRemotes } from './cabinetPreload';

/** GET /remotes.json: scope → that cabinet's mf-manifest.json URL or roll-out (ARCHITECTURE rule 1, decision 0042). */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  // The read main.js started on a cabinet's path, if any; a failed one is asked again here.
  const prefetched = takePrefetchedRemotes();
  if (prefetched) {
    const answer = await prefetched.catch(() => undefined);
    if (answer !== undefined) return parseRemotesManifest(answer);
  }
  const response = await fetch(siteUrl('/remotes.json'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
