import { CADES, type CadesCertificate, type CadesCertificates, type CadesHashedData, type CadesPlugin, type CadesStore } from './cadesObjectModel';
import { loadPlugin, type LoadedPlugin, type PluginLoaderOptions } from './loadPlugin';
import { isValidAt, readCertificate, type SigningCertificate } from './signingCertificate';
import { certificateNotFoundMessage, SIGNING_MESSAGES, SigningError } from './signingMessages';
import { isCspVersionSupported, isPluginVersionSupported, readVersion } from './versions';

export interface SigningBridgeOptions extends PluginLoaderOptions {
  /** The page's clock, for the validity check. */
  now?: () => Date;
}

/** The CryptoPro plug-in behind a typed promise API; every rejection is a SigningError with a spec text. */
export interface SigningBridge {
  /** Loads the plug-in (20 000 ms at most) and checks the plug-in and CSP versions. */
  load(): Promise<void>;
  /** Certificates of the user's store that are valid now and have a private key; rejects when there are none. */
  listCertificates(): Promise<SigningCertificate[]>;
  /** The certificate with this SHA-1 thumbprint. */
  findCertificate(thumbprint: string): Promise<SigningCertificate>;
  /** GOST R 34.11-2012 256 digest (hex) of base64 content. */
  hash(contentBase64: string): Promise<string>;
  /** Detached CAdES-BES signature (base64) of base64 content, hashed with GOST R 34.11-2012 256. */
  signDetached(thumbprint: string, contentBase64: string): Promise<string>;
}

async function checkVersions(plugin: CadesPlugin): Promise<void> {
  const about = await plugin.CreateObjectAsync('CAdESCOM.About');
  const pluginVersion = await readVersion(await about.PluginVersion);
  if (!isPluginVersionSupported(pluginVersion)) throw new SigningError(SIGNING_MESSAGES.unsupportedPlugin);
  let cspVersion;
  try {
    cspVersion = await readVersion(await about.CSPVersion('', CADES.PROV_GOST_2012_256));
  } catch {
    throw new SigningError(SIGNING_MESSAGES.unsupportedCsp);
  }
  if (!isCspVersionSupported(cspVersion)) throw new SigningError(SIGNING_MESSAGES.unsupportedCsp);
}

/** Opens the user's "My" store for `work` and closes it after (also used by the workstation check). */
export async function withStore<T>(plugin: CadesPlugin, work: (certificates: CadesCertificates) => Promise<T>): Promise<T> {
  const store: CadesStore = await plugin.CreateObjectAsync('CAdESCOM.Store');
  await store.Open(CADES.CAPICOM_CURRENT_USER_STORE, CADES.CAPICOM_MY_STORE, CADES.CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED);
  try {
    return await work(await store.Certificates);
  } finally {
    await store.Close();
  }
}

/** The certificates of a collection, in order (CAPICOM is 1-based). */
export async function items(certificates: CadesCertificates): Promise<CadesCertificate[]> {
  const count = Number(await certificates.Count);
  const result: CadesCertificate[] = [];
  for (let index = 1; index <= count; index += 1) result.push(await certificates.Item(index));
  return result;
}

/** GOST R 34.11-2012 256 hashed data of base64 content (also used by the workstation check). */
export async function gostHashedData(loaded: CadesPlugin, contentBase64: string): Promise<CadesHashedData> {
  const hashed = await loaded.CreateObjectAsync('CAdESCOM.HashedData');
  await hashed.propset_Algorithm(CADES.CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256);
  await hashed.propset_DataEncoding(CADES.CADESCOM_BASE64_TO_BINARY);
  await hashed.Hash(contentBase64);
  return hashed;
}

/** Anything the plug-in throws that is not already one of the spec's texts means it cannot be used. */
function asSigningError(error: unknown): SigningError {
  return error instanceof SigningError ? error : new SigningError(SIGNING_MESSAGES.pluginUnavailable);
}

export function createSigningBridge(options: SigningBridgeOptions = {}): SigningBridge {
  const now = options.now ?? (() => new Date());
  let ready: Promise<LoadedPlugin> | null = null;

  function plugin(): Promise<LoadedPlugin> {
    const current =
      ready ??
      loadPlugin(options).then(async (loaded) => {
        await checkVersions(loaded.plugin);
        return loaded;
      });
    ready = current;
    // A failed load is not remembered: the next call tries again (the user may install or enable the plug-in).
    current.catch(() => {
      if (ready === current) ready = null;
    });
    return current;
  }

  async function run<T>(work: (loaded: CadesPlugin) => Promise<T>): Promise<T> {
    try {
      return await work((await plugin()).plugin);
    } catch (error) {
      throw asSigningError(error);
    }
  }

  async function lookUp(loaded: CadesPlugin, thumbprint: string): Promise<CadesCertificate> {
    return withStore(loaded, async (all) => {
      const found = await items(await all.Find(CADES.CAPICOM_CERTIFICATE_FIND_SHA1_HASH, thumbprint));
      const certificate = found[0];
      if (!certificate) throw new SigningError(certificateNotFoundMessage(thumbprint));
      return certificate;
    });
  }

  function requireThumbprint(thumbprint: string): string {
    const trimmed = thumbprint.trim();
    if (!trimmed) throw new SigningError(SIGNING_MESSAGES.noThumbprint);
    return trimmed;
  }

  const hashWith = gostHashedData;

  return {
    load: () => run(async () => undefined),

    listCertificates: () =>
      run(async (loaded) => {
        const certificates = await withStore(loaded, async (all) => {
          const timeValid = await all.Find(CADES.CAPICOM_CERTIFICATE_FIND_TIME_VALID);
          const withKey = await timeValid.Find(CADES.CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY, CADES.CAPICOM_PROPID_KEY_PROV_INFO);
          return Promise.all((await items(withKey)).map(readCertificate));
        });
        const valid = certificates.filter((certificate) => isValidAt(certificate, now()));
        if (valid.length === 0) throw new SigningError(SIGNING_MESSAGES.noCertificates);
        return valid;
      }),

    findCertificate: async (thumbprint) => {
      const wanted = requireThumbprint(thumbprint);
      return run(async (loaded) => readCertificate(await lookUp(loaded, wanted)));
    },

    hash: (contentBase64) => run(async (loaded) => String(await (await hashWith(loaded, contentBase64)).Value)),

    signDetached: async (thumbprint, contentBase64) => {
      const wanted = requireThumbprint(thumbprint);
      return run(async (loaded) => {
        const certificate = await lookUp(loaded, wanted);
        const signer = await loaded.CreateObjectAsync('CAdESCOM.CPSigner');
        await signer.propset_Certificate(certificate);
        await signer.propset_Options(CADES.CAPICOM_CERTIFICATE_INCLUDE_END_ENTITY_ONLY);
        const hashed = await hashWith(loaded, contentBase64);
        const signedData = await loaded.CreateObjectAsync('CAdESCOM.CadesSignedData');
        return signedData.SignHash(hashed, signer, CADES.CADESCOM_CADES_BES);
      });
    },
  };
}
