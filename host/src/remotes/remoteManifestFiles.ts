import { knownLandingReads, type LandingCall } from '@portal/api/remotes';
/**
 * The fields of a remote's mf-manifest.json (written by @module-federation/enhanced, plus `metaData.landingPage`
 * from @portal/build's landingManifest.ts) that locate its scripts. Part of main.js: no zod, a few lines.
 */
export interface RemoteManifestFiles {
  metaData: {
    globalName: string;
    remoteEntry: { name: string; path: string; type?: string };
    /** 'auto' (our builds): the scripts lie beside the manifest. */
    publicPath?: string;
    /**
     * `calls`: the page's first calls as the cabinet declares them (checked where read: declaredLandingCalls);
     * `shared`: the share keys its scripts consume (checked where read: landingSharedModules).
     */
    landingPage?: { js: string[]; calls?: unknown; shared?: unknown };
    /** The build's version label (MF_BUILD_VERSION, see @portal/build), shown and reported by the host. */
    buildInfo?: { buildVersion?: string };
  };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isRemoteManifestFiles(value: unknown): value is RemoteManifestFiles {
  const candidate = value as Partial<RemoteManifestFiles> | null;
  const meta = candidate?.metaData;
  return (
    typeof meta?.globalName === 'string' &&
    typeof meta.remoteEntry?.name === 'string' &&
    !!meta.remoteEntry.name &&
    typeof meta.remoteEntry.path === 'string' &&
    (meta.publicPath === undefined || typeof meta.publicPath === 'string') &&
    (meta.landingPage === undefined || isStringList(meta.landingPage?.js)) &&
    Array.isArray(candidate?.exposes) &&
    candidate.exposes.every((expose) => typeof expose?.path === 'string' && isStringList(expose.assets?.js?.sync))
  );
}

/** Where the remote's files are named from: its publicPath, or beside the manifest when that is 'auto'. */
function filesBase(manifestUrl: string, manifest: RemoteManifestFiles): string {
  const publicPath = manifest.metaData.publicPath;
  return !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).toString();
}

/** The remote's container script (remoteEntry.js). */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifestFiles): string {
  const { path, name } = manifest.metaData.remoteEntry;
  const folder = path && !path.endsWith('/') ? `${path}/` : path;
  return new URL(`${folder}${name}`, filesBase(manifestUrl, manifest)).toString();
}

/**
 * The scripts a cold visit to the cabinet's landing page needs from the remote, in the order they run: the
 * container, the `./Cabinet` expose's chunks and the landing page's own, each once. With publicPath 'auto' the
 * remote's chunks lie beside its remoteEntry.js (webpack takes the container script's folder).
 */
export function cabinetScripts(manifestUrl: string, manifest: RemoteManifestFiles): string[] {
  const entry = remoteEntryUrl(manifestUrl, manifest);
  const publicPath = manifest.metaData.publicPath;
  const chunkBase = !publicPath || publicPath === 'auto' ? entry : filesBase(manifestUrl, manifest);
  const cabinet = manifest.exposes.find((expose) => expose.path === './Cabinet');
  const chunks = [...(cabinet?.assets.js.sync ?? []), ...(manifest.metaData.landingPage?.js ?? [])].map((file) => new URL(file, chunkBase).toString());
  return [...new Set([entry, ...chunks])];
}

/** The build's version label, or null when the manifest names none. */
export function remoteVersion(manifest: RemoteManifestFiles): string | null {
  const version = manifest.metaData.buildInfo?.buildVersion;
  return typeof version === 'string' && version ? version : null;
}

/**
 * The landing page's declared first calls that are reads the host knows (LANDING_READS), as the host's own calls:
 * a manifest never chooses a method or an address to send the user's bearer to. None when it declares none.
 */
export function declaredLandingCalls(manifest: RemoteManifestFiles): LandingCall[] {
  return knownLandingReads(manifest.metaData.landingPage?.calls);
}

/** The share keys the landing page's scripts consume; none when the manifest names none or not a list of names. */
export function landingSharedModules(manifest: RemoteManifestFiles): string[] {
  const shared = manifest.metaData.landingPage?.shared;
  return isStringList(shared) ? shared : [];
}
