import type { CadesPlugin } from './cadesObjectModel';

/** Test double of CryptoPro's object model at the signing bridge's edge (window.cadesplugin), for unit tests only. */
export interface FakeCertificate {
  thumbprint: string;
  subjectName: string;
  validFrom: string;
  validTo: string;
  hasPrivateKey: boolean;
  /** In Find(EXTENDED_PROPERTY, KEY_PROV_INFO); hasPrivateKey by default. */
  keyLinked?: boolean;
}

export interface FakePluginOptions {
  pluginVersion?: [number, number, number];
  /** null: no CSP installed. */
  cspVersion?: [number, number, number] | null;
  digest?: string;
  certificates?: FakeCertificate[];
  signFailure?: string;
  verifyFailure?: string;
  /** cadesplugin_api.js rejects with this text instead of loading. */
  loadFailure?: string;
  /** CreateObjectAsync fails for every object. */
  objectFailure?: string;
  /** PluginVersion cannot be read. */
  versionUnreadable?: boolean;
  /** An older plug-in: no PublicKey() on certificates, no VerifyCades. */
  withoutExtras?: boolean;
}

export const GOOD_DIGEST = '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500';

function version([major, minor, build]: [number, number, number]) {
  return { MajorVersion: major, MinorVersion: minor, BuildVersion: build, toString: () => `${major}.${minor}.${build}` };
}

function certificateObject(record: FakeCertificate, withoutExtras = false) {
  const extras = withoutExtras ? {} : { PublicKey: async () => ({ Algorithm: { FriendlyName: 'ГОСТ Р 34.10-2012 256 бит', Value: '1.2.643.7.1.1.1.1' } }) };
  return {
    ...extras,
    Thumbprint: record.thumbprint,
    SubjectName: record.subjectName,
    IssuerName: 'CN=Тестовый УЦ',
    ValidFromDate: record.validFrom,
    ValidToDate: record.validTo,
    HasPrivateKey: async () => record.hasPrivateKey,
    GetInfo: async () => /CN=([^,]*)/.exec(record.subjectName)?.[1] ?? '',
  };
}

type CertificateObject = ReturnType<typeof certificateObject>;

function collection(list: CertificateObject[], records: FakeCertificate[]): unknown {
  return {
    Count: list.length,
    Item: async (index: number) => list[index - 1],
    Find: async (type: number, criteria?: unknown) => {
      const keep = list.filter((certificate, at) => {
        const record = records[at] as FakeCertificate;
        if (type === 0) return String(criteria).toUpperCase() === record.thumbprint.toUpperCase();
        if (type === 6) return record.keyLinked ?? record.hasPrivateKey;
        return true;
      });
      return collection(keep, records.filter((_record, at) => keep.includes(list[at] as CertificateObject)));
    },
  };
}

export function fakeCadesPlugin(options: FakePluginOptions = {}): CadesPlugin {
  const records = options.certificates ?? [];
  const objects = records.map((record) => certificateObject(record, options.withoutExtras));
  const factories: Record<string, () => unknown> = {
    'CAdESCOM.About': () => ({
      get PluginVersion() {
        return options.versionUnreadable ? Promise.reject(new Error('нет версии')) : version(options.pluginVersion ?? [2, 0, 15400]);
      },
      CSPVersion: async () => {
        if (options.cspVersion === null) throw new Error('Криптопровайдер не установлен');
        return version(options.cspVersion ?? [5, 0, 12800]);
      },
    }),
    'CAdESCOM.Store': () => ({ Open: async () => undefined, Close: async () => undefined, Certificates: collection(objects, records) }),
    'CAdESCOM.CPSigner': () => ({ propset_Certificate: async () => undefined, propset_Options: async () => undefined }),
    'CAdESCOM.HashedData': () => ({ propset_Algorithm: async () => undefined, propset_DataEncoding: async () => undefined, Hash: async () => undefined, Value: options.digest ?? GOOD_DIGEST }),
    'CAdESCOM.CadesSignedData': () => ({
      propset_ContentEncoding: async () => undefined,
      propset_Content: async () => undefined,
      SignHash: async () => {
        if (options.signFailure) throw new Error(options.signFailure);
        return 'MIAGCSqGSIb3DQEHAqCAMIACAQEx';
      },
      ...(options.withoutExtras
        ? {}
        : {
            VerifyCades: async () => {
              if (options.verifyFailure) throw new Error(options.verifyFailure);
            },
          }),
    }),
  };
  const loaded = options.loadFailure ? Promise.reject(new Error(options.loadFailure)) : Promise.resolve();
  loaded.catch(() => undefined);
  return {
    then: (onFulfilled, onRejected) => loaded.then(onFulfilled, onRejected),
    CreateObjectAsync: async (progId: string) => {
      if (options.objectFailure) throw new Error(options.objectFailure);
      const create = factories[progId];
      if (!create) throw new Error(`no ${progId}`);
      return create();
    },
  } as CadesPlugin;
}
