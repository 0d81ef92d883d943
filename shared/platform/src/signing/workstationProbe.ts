import { CADES, type CadesCertificate, type CadesPlugin } from './cadesObjectModel';
import { textToBase64 } from './base64';
import { loadPlugin, type LoadedPlugin, type PluginLoaderOptions } from './loadPlugin';
import { gostHashedData, items, withStore } from './signingBridge';
import { readCertificate } from './signingCertificate';
import { SIGNING_MESSAGES } from './signingMessages';
import { readVersion } from './versions';
import {
  HASH_TEST_TEXT,
  SIGNATURE_TEST_TEXT,
  type CspFacts,
  type HashFacts,
  type PluginFacts,
  type SignatureFacts,
  type StoreCertificate,
  type StoreFacts,
} from './workstationChecks';

/**
 * The workstation check's side of the plug-in: it gathers facts from CryptoPro's object model and
 * never throws — every failure becomes a fact with the plug-in's own reason, which the signing bridge would
 * have folded into 'Плагин недоступен'. Judging the facts is workstationChecks.ts.
 */
export interface WorkstationProbe {
  plugin(): Promise<PluginFacts>;
  csp(): Promise<CspFacts>;
  hash(): Promise<HashFacts>;
  certificates(): Promise<StoreFacts>;
  /** A detached CAdES-BES signature of SIGNATURE_TEST_TEXT with this certificate, verified where the plug-in can. */
  testSignature(thumbprint: string): Promise<SignatureFacts>;
}

export interface WorkstationProbeOptions extends PluginLoaderOptions {
  /** performance.now by default. */
  clock?: () => number;
}

export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text.trim().replace(/\.$/, '') || 'неизвестная ошибка';
}

async function certificateFacts(certificate: CadesCertificate, usableKeys: ReadonlySet<string>): Promise<StoreCertificate> {
  const base = await readCertificate(certificate);
  let hasPrivateKey = false;
  try {
    hasPrivateKey = Boolean(await certificate.HasPrivateKey());
  } catch {
    hasPrivateKey = false;
  }
  let algorithm: string | null = null;
  let algorithmOid: string | null = null;
  try {
    if (certificate.PublicKey) {
      const oid = await (await certificate.PublicKey()).Algorithm;
      [algorithm, algorithmOid] = await Promise.all([oid.FriendlyName, oid.Value]).then(([name, value]) => [String(name) || null, String(value) || null]);
    }
  } catch {
    algorithm = null;
  }
  return { ...base, hasPrivateKey, keyUsable: hasPrivateKey && usableKeys.has(base.thumbprint.toUpperCase()), algorithm, algorithmOid };
}

export function createWorkstationProbe(options: WorkstationProbeOptions = {}): WorkstationProbe {
  const clock = options.clock ?? (() => performance.now());
  let loaded: CadesPlugin | null = null;

  /** Boxed: the plug-in object is a thenable, which `await` would unwrap. */
  async function requirePlugin(): Promise<LoadedPlugin> {
    if (!loaded) throw new Error(SIGNING_MESSAGES.pluginUnavailable);
    return { plugin: loaded };
  }

  return {
    async plugin() {
      loaded = null;
      let plugin: CadesPlugin;
      try {
        plugin = (await loadPlugin(options)).plugin;
      } catch (error) {
        return reasonOf(error) === SIGNING_MESSAGES.loadTimeout ? { kind: 'timeout' } : { kind: 'unavailable' };
      }
      try {
        const about = await plugin.CreateObjectAsync('CAdESCOM.About');
        loaded = plugin;
        try {
          return { kind: 'loaded', version: await readVersion(await about.PluginVersion) };
        } catch {
          return { kind: 'loaded', version: null };
        }
      } catch (error) {
        return { kind: 'broken', reason: reasonOf(error) };
      }
    },

    async csp() {
      try {
        const about = await (await requirePlugin()).plugin.CreateObjectAsync('CAdESCOM.About');
        return { kind: 'found', version: await readVersion(await about.CSPVersion('', CADES.PROV_GOST_2012_256)) };
      } catch (error) {
        return { kind: 'missing', reason: reasonOf(error) };
      }
    },

    async hash() {
      try {
        const hashed = await gostHashedData((await requirePlugin()).plugin, textToBase64(HASH_TEST_TEXT));
        return { kind: 'hashed', digest: String(await hashed.Value) };
      } catch (error) {
        return { kind: 'failed', reason: reasonOf(error) };
      }
    },

    async certificates() {
      try {
        const certificates = await withStore((await requirePlugin()).plugin, async (all) => {
          const withKey = await items(await all.Find(CADES.CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY, CADES.CAPICOM_PROPID_KEY_PROV_INFO));
          const usableKeys = new Set((await Promise.all(withKey.map((certificate) => certificate.Thumbprint))).map((thumbprint) => String(thumbprint).toUpperCase()));
          const every = await items(all);
          const facts: StoreCertificate[] = [];
          for (const certificate of every) facts.push(await certificateFacts(certificate, usableKeys));
          return facts;
        });
        return { kind: 'read', certificates };
      } catch (error) {
        return { kind: 'failed', reason: reasonOf(error) };
      }
    },

    async testSignature(thumbprint) {
      const started = clock();
      const content = textToBase64(SIGNATURE_TEST_TEXT);
      let signature: string;
      try {
        const { plugin } = await requirePlugin();
        const certificate = await withStore(plugin, async (all) => {
          const [found] = await items(await all.Find(CADES.CAPICOM_CERTIFICATE_FIND_SHA1_HASH, thumbprint));
          if (!found) throw new Error(`Сертификат с отпечатком ${thumbprint} не найден`);
          return found;
        });
        // The path of the signing bridge's signDetached: the GOST hash, then a CAdES-BES signature of it.
        const signer = await plugin.CreateObjectAsync('CAdESCOM.CPSigner');
        await signer.propset_Certificate(certificate);
        await signer.propset_Options(CADES.CAPICOM_CERTIFICATE_INCLUDE_END_ENTITY_ONLY);
        const hashed = await gostHashedData(plugin, content);
        const signedData = await plugin.CreateObjectAsync('CAdESCOM.CadesSignedData');
        signature = await signedData.SignHash(hashed, signer, CADES.CADESCOM_CADES_BES);
        if (!signature) throw new Error('плагин вернул пустую подпись');
      } catch (error) {
        return { kind: 'failed', elapsedMs: clock() - started, reason: reasonOf(error) };
      }
      const elapsedMs = clock() - started;
      try {
        const verifier = await (await requirePlugin()).plugin.CreateObjectAsync('CAdESCOM.CadesSignedData');
        if (!verifier.VerifyCades) return { kind: 'signed', elapsedMs, verified: null };
        await verifier.propset_ContentEncoding(CADES.CADESCOM_BASE64_TO_BINARY);
        await verifier.propset_Content(content);
        await verifier.VerifyCades(signature, CADES.CADESCOM_CADES_BES, true);
        return { kind: 'signed', elapsedMs, verified: true };
      } catch (error) {
        return { kind: 'signed', elapsedMs, verified: false, verifyFailure: reasonOf(error) };
      }
    },
  };
}
