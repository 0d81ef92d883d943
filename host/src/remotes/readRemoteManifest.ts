import { takePrefetchedManifest } from './cabinetPreload';
import { isRemoteManifestFiles, type RemoteManifestFiles } from './remoteManifestFiles';
import { remoteManifestUrl } from './remoteManifestUrl';

/**
 * A remote's mf-manifest.json at `url` (absolute, see remoteManifestUrl): the read main.js started on the cabinet's
 * path if there was one, else a fresh GET. A manifest that does not locate remoteEntry.js is refused.
 */
export async function readRemoteManifest(url: string): Promise<RemoteManifestFiles> {
  let manifest = await takePrefetchedManifest(url);
  if (manifest === null) {
    const response = await fetch(remoteManifestUrl(url));
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    manifest = await response.json();
  }
  if (!isRemoteManifestFiles(manifest)) throw new Error(`${url} is not a module federation manifest (no metaData.remoteEntry)`);
  return manifest;
}
