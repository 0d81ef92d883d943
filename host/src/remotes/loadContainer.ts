import { cabinetScripts, type RemoteManifestFiles, takeEarlyManifest } from './cabinetPreload';

/** A webpack module-federation container, as remoteEntry.js defines it (a global named after the remote). */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** The host's side of webpack's sharing protocol (a fake in tests). */
export interface HostSharing {
  /** Registers the host's shared modules in the default share scope and returns it. */
  defaultScope(): Promise<unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** webpack replaces these two free names with its runtime's share-scope functions in the host's build. */
export const webpackSharing: HostSharing = {
  async defaultScope() {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__.default;
  },
};

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

async function readManifest(url: string): Promise<RemoteManifestFiles> {
  const manifest = (await takeEarlyManifest(url)) ?? (await fetchJson(url));
  const files = manifest as Partial<RemoteManifestFiles> | null;
  if (typeof files?.metaData?.globalName !== 'string' || typeof files.metaData.remoteEntry?.name !== 'string' || !Array.isArray(files.exposes)) {
    throw new Error(`${url} is not a remote's manifest`);
  }
  return files as RemoteManifestFiles;
}

/** Runs a classic script; rejects (and removes the tag, so a retry loads it anew) when it cannot be loaded. */
function runScript(src: string, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Loading script failed. (error: ${src})`));
    };
    doc.head.appendChild(script);
  });
}

/**
 * Loads module `exposed` (e.g. './Cabinet') of the remote whose manifest is at `manifestUrl`: runs its
 * remoteEntry.js, hands the container the host's share scope (where the singletons are; a strict version the
 * host cannot satisfy fails here with webpack's "Unsatisfied version … of shared singleton module …") and
 * returns the module's exports.
 */
export async function loadContainerModule(
  manifestUrl: string,
  exposed: string,
  sharing: HostSharing = webpackSharing,
  doc: Document = document,
): Promise<unknown> {
  const manifest = await readManifest(manifestUrl);
  const [entry] = cabinetScripts(manifestUrl, { ...manifest, exposes: [], landing: { js: [] } });
  if (!entry) throw new Error(`${manifestUrl} names no remoteEntry`);
  const global = doc.defaultView as unknown as Record<string, Container | undefined>;
  // A retry must not take a container left by an earlier attempt for the one this script defines.
  global[manifest.metaData.globalName] = undefined;
  await runScript(entry, doc);
  const container = global[manifest.metaData.globalName];
  if (!container || typeof container.get !== 'function') throw new Error(`${entry} defined no container ${manifest.metaData.globalName}`);
  await container.init(await sharing.defaultScope());
  const factory = await container.get(exposed);
  return factory();
}
