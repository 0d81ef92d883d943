import {
  API_LOAD_TIMEOUT_MS,
  EXPIRING_IN_DAYS,
  GOST_2012_256,
  LOAD_TIMEOUT_TEXT,
  NO_CSP_TEXT,
  SIGNATURE_FAILURE_TEXT,
  CURRENT_CSP_VERSION,
  CURRENT_PLUGIN_VERSION,
  OLD_CSP_VERSION,
  OLD_PLUGIN_VERSION,
  SLOW_LOAD_MS,
  type EmulatorMode,
  type Version,
} from './emulatorMode';
import type { EmulatedCertificateRecord, NativeHost } from './nativeHost';

/** CAPICOM / CAdESCOM constants (the plug-in's documented values), also exposed on `cadesplugin`. */
export const CONSTANTS = {
  CAPICOM_CURRENT_USER_STORE: 2,
  CAPICOM_MY_STORE: 'My',
  CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: 2,
  CAPICOM_CERTIFICATE_FIND_SHA1_HASH: 0,
  CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY: 6,
  CAPICOM_CERTIFICATE_FIND_TIME_VALID: 9,
  CAPICOM_PROPID_KEY_PROV_INFO: 2,
  CAPICOM_CERT_INFO_SUBJECT_SIMPLE_NAME: 0,
  CAPICOM_CERT_INFO_ISSUER_SIMPLE_NAME: 1,
  CAPICOM_CERTIFICATE_INCLUDE_END_ENTITY_ONLY: 2,
  CADESCOM_CADES_BES: 1,
  CADESCOM_BASE64_TO_BINARY: 1,
  CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256: 101,
} as const;

export interface EmulatorSettings {
  mode: EmulatorMode;
  now?: () => Date;
  /** setTimeout, replaceable in tests. */
  schedule?: (callback: () => void, ms: number) => void;
  /** "extension-disabled": when cadesplugin_api.js gives up (window.cadesplugin_load_timeout). */
  apiLoadTimeoutMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store as the mode shows it (for the workstation check): every certificate expired, ending soon, or without its key. */
function recordsFor(mode: EmulatorMode, records: EmulatedCertificateRecord[], now: Date): EmulatedCertificateRecord[] {
  const at = now.getTime();
  switch (mode) {
    case 'no-certificates':
      return [];
    case 'expired':
      return records.map((record) => ({ ...record, validFrom: new Date(at - 400 * DAY_MS).toISOString(), validTo: new Date(at - DAY_MS).toISOString() }));
    case 'expiring':
      return records.map((record) => (Date.parse(record.validTo) < at ? record : { ...record, validTo: new Date(at + EXPIRING_IN_DAYS * DAY_MS).toISOString() }));
    case 'no-private-key':
      return records.map((record) => ({ ...record, hasPrivateKey: false }));
    default:
      return records;
  }
}

class EmulatedVersion {
  constructor(private readonly version: Version) {}
  get MajorVersion() {
    return Promise.resolve(this.version[0]);
  }
  get MinorVersion() {
    return Promise.resolve(this.version[1]);
  }
  get BuildVersion() {
    return Promise.resolve(this.version[2]);
  }
  toString() {
    return Promise.resolve(this.version.join('.'));
  }
}

function simpleName(distinguishedName: string): string {
  const match = /(?:^|,\s*)CN=("(?:[^"]|"")*"|[^,]*)/.exec(distinguishedName);
  const value = match?.[1]?.trim() ?? '';
  return value.startsWith('"') ? value.slice(1, -1).replace(/""/g, '"') : value;
}

class EmulatedCertificate {
  constructor(readonly record: EmulatedCertificateRecord) {}
  get Thumbprint() {
    return Promise.resolve(this.record.thumbprint);
  }
  get SubjectName() {
    return Promise.resolve(this.record.subjectName);
  }
  get IssuerName() {
    return Promise.resolve(this.record.issuerName);
  }
  get ValidFromDate() {
    return Promise.resolve(this.record.validFrom);
  }
  get ValidToDate() {
    return Promise.resolve(this.record.validTo);
  }
  HasPrivateKey() {
    return Promise.resolve(this.record.hasPrivateKey);
  }
  PublicKey() {
    return Promise.resolve({ Algorithm: Promise.resolve({ FriendlyName: Promise.resolve(GOST_2012_256.name), Value: Promise.resolve(GOST_2012_256.oid) }) });
  }
  GetInfo(infoType: number) {
    const name = infoType === CONSTANTS.CAPICOM_CERT_INFO_ISSUER_SIMPLE_NAME ? this.record.issuerName : this.record.subjectName;
    return Promise.resolve(simpleName(name));
  }
}

class EmulatedCertificates {
  constructor(
    private readonly list: EmulatedCertificate[],
    private readonly now: () => Date,
  ) {}
  get Count() {
    return Promise.resolve(this.list.length);
  }
  Item(index: number) {
    const certificate = this.list[index - 1];
    return certificate ? Promise.resolve(certificate) : Promise.reject(new Error(`Неверный индекс сертификата: ${index}`));
  }
  Find(findType: number, criteria?: unknown) {
    const at = this.now().getTime();
    const keep = (certificate: EmulatedCertificate): boolean => {
      const { record } = certificate;
      switch (findType) {
        case CONSTANTS.CAPICOM_CERTIFICATE_FIND_SHA1_HASH:
          return typeof criteria === 'string' && record.thumbprint.toUpperCase() === criteria.trim().toUpperCase();
        case CONSTANTS.CAPICOM_CERTIFICATE_FIND_TIME_VALID:
          return Date.parse(record.validFrom) <= at && at <= Date.parse(record.validTo);
        case CONSTANTS.CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY:
          return criteria === CONSTANTS.CAPICOM_PROPID_KEY_PROV_INFO ? record.hasPrivateKey : false;
        default:
          return false;
      }
    };
    return Promise.resolve(new EmulatedCertificates(this.list.filter(keep), this.now));
  }
}

class EmulatedStore {
  private opened: EmulatedCertificate[] | null = null;
  constructor(
    private readonly host: NativeHost,
    private readonly mode: EmulatorMode,
    private readonly now: () => Date,
  ) {}
  async Open(location: number, name: string) {
    if (location !== CONSTANTS.CAPICOM_CURRENT_USER_STORE || name !== CONSTANTS.CAPICOM_MY_STORE) throw new Error(`Хранилище ${name} недоступно`);
    const records = this.mode === 'no-certificates' ? [] : recordsFor(this.mode, await this.host.certificates(), this.now());
    this.opened = records.map((record) => new EmulatedCertificate(record));
  }
  get Certificates() {
    if (!this.opened) return Promise.reject(new Error('Хранилище не открыто'));
    return Promise.resolve(new EmulatedCertificates(this.opened, this.now));
  }
  Close() {
    this.opened = null;
    return Promise.resolve();
  }
}

class EmulatedSigner {
  certificate: EmulatedCertificate | null = null;
  options = 0;
  propset_Certificate(certificate: unknown) {
    if (!(certificate instanceof EmulatedCertificate)) return Promise.reject(new Error('Неверный объект сертификата'));
    this.certificate = certificate;
    return Promise.resolve();
  }
  propset_Options(options: number) {
    this.options = options;
    return Promise.resolve();
  }
}

class EmulatedHashedData {
  private algorithm = 0;
  private encoding = 0;
  private digest: string | null = null;
  constructor(
    private readonly host: NativeHost,
    private readonly mode: EmulatorMode = 'normal',
  ) {}
  propset_Algorithm(algorithm: number) {
    this.algorithm = algorithm;
    return Promise.resolve();
  }
  propset_DataEncoding(encoding: number) {
    this.encoding = encoding;
    return Promise.resolve();
  }
  async Hash(data: string) {
    if (this.algorithm !== CONSTANTS.CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256) throw new Error(`Алгоритм хэширования ${this.algorithm} не поддерживается`);
    if (this.encoding !== CONSTANTS.CADESCOM_BASE64_TO_BINARY) throw new Error('Поддерживаются только данные в base64');
    if (this.mode === 'no-csp') throw new Error(NO_CSP_TEXT);
    this.digest = await this.host.hash(data);
  }
  get Value() {
    return this.digest === null ? Promise.reject(new Error('Хэш не вычислен')) : Promise.resolve(this.digest);
  }
}

class EmulatedSignedData {
  private content = '';
  constructor(
    private readonly host: NativeHost,
    private readonly mode: EmulatorMode = 'normal',
  ) {}
  propset_ContentEncoding(encoding: number) {
    return encoding === CONSTANTS.CADESCOM_BASE64_TO_BINARY ? Promise.resolve() : Promise.reject(new Error('Поддерживаются только данные в base64'));
  }
  propset_Content(content: string) {
    this.content = content;
    return Promise.resolve();
  }
  async SignCades(signer: unknown, cadesType: number, detached?: boolean) {
    if (!detached) throw new Error('Эмулятор создаёт только отсоединённую подпись');
    this.refuseInMode();
    return this.host.sign(requireCertificate(signer, cadesType), await this.host.hash(this.content));
  }
  async SignHash(hashed: unknown, signer: unknown, cadesType: number) {
    if (!(hashed instanceof EmulatedHashedData)) throw new Error('Неверный объект хэша');
    this.refuseInMode();
    return this.host.sign(requireCertificate(signer, cadesType), await hashed.Value);
  }
  /** Checks a detached signature of the content set with propset_Content; rejects when it does not verify. */
  async VerifyCades(signature: string, cadesType: number, detached?: boolean) {
    if (cadesType !== CONSTANTS.CADESCOM_CADES_BES || !detached) throw new Error('Эмулятор проверяет только отсоединённую подпись CAdES-BES');
    if (!this.host.verify) throw new Error('Проверка подписи недоступна');
    const failure = await this.host.verify(signature, this.content);
    if (failure) throw new Error(failure);
  }
  private refuseInMode() {
    if (this.mode === 'signature-failure') throw new Error(SIGNATURE_FAILURE_TEXT);
    if (this.mode === 'no-csp') throw new Error(NO_CSP_TEXT);
  }
}

function requireCertificate(signer: unknown, cadesType: number): string {
  if (cadesType !== CONSTANTS.CADESCOM_CADES_BES) throw new Error(`Тип подписи ${cadesType} не поддерживается`);
  if (!(signer instanceof EmulatedSigner) || !signer.certificate) throw new Error('Не задан сертификат подписанта');
  if (!signer.certificate.record.hasPrivateKey) throw new Error('Нет закрытого ключа сертификата');
  return signer.certificate.record.thumbprint;
}

class EmulatedAbout {
  constructor(private readonly mode: EmulatorMode) {}
  get PluginVersion() {
    return Promise.resolve(new EmulatedVersion(this.mode === 'old-plugin' ? OLD_PLUGIN_VERSION : CURRENT_PLUGIN_VERSION));
  }
  CSPVersion() {
    if (this.mode === 'no-csp') return Promise.reject(new Error(NO_CSP_TEXT));
    return Promise.resolve(new EmulatedVersion(this.mode === 'old-csp' ? OLD_CSP_VERSION : CURRENT_CSP_VERSION));
  }
}

export type EmulatedPlugin = PromiseLike<void> & typeof CONSTANTS & { CreateObjectAsync(progId: string): Promise<unknown> };

/**
 * `window.cadesplugin` of the emulator: a promise that settles like cadesplugin_api.js's (never for "slow"
 * within the portal's timeout) with CreateObjectAsync and the constants. Mode "absent" is handled by the
 * browser entry, which then defines no `cadesplugin` at all.
 */
export function createEmulatedPlugin(host: NativeHost, settings: EmulatorSettings): EmulatedPlugin {
  const now = settings.now ?? (() => new Date());
  const schedule = settings.schedule ?? ((callback, ms) => void setTimeout(callback, ms));
  const loaded = new Promise<void>((resolve, reject) => {
    if (settings.mode === 'slow') schedule(resolve, SLOW_LOAD_MS);
    // The extension never answers: cadesplugin_api.js gives up after its own time-out, as in Firefox with it off.
    else if (settings.mode === 'extension-disabled') schedule(() => reject(new Error(LOAD_TIMEOUT_TEXT)), settings.apiLoadTimeoutMs ?? API_LOAD_TIMEOUT_MS);
    else resolve();
  });
  loaded.catch(() => undefined);
  const factories: Record<string, () => unknown> = {
    'CAdESCOM.About': () => new EmulatedAbout(settings.mode),
    'CAdESCOM.Store': () => new EmulatedStore(host, settings.mode, now),
    'CAdESCOM.CPSigner': () => new EmulatedSigner(),
    'CAdESCOM.CadesSignedData': () => new EmulatedSignedData(host, settings.mode),
    'CAdESCOM.HashedData': () => new EmulatedHashedData(host, settings.mode),
  };
  return {
    ...CONSTANTS,
    then: (onFulfilled, onRejected) => loaded.then(onFulfilled, onRejected),
    CreateObjectAsync: async (progId: string) => {
      await loaded;
      const create = factories[progId];
      if (!create) throw new Error(`Объект ${progId} не поддерживается эмулятором`);
      return create();
    },
  };
}
