/**
 * Types of the CryptoPro browser plug-in's asynchronous object model (cadesplugin_api.js, "async" mode):
 * every property read and method call answers a promise, properties are set with `propset_<Name>(value)`.
 * Only what the portal uses is named.
 */
export type Awaitable<T> = T | Promise<T>;

export interface CadesVersion {
  readonly MajorVersion: Awaitable<number>;
  readonly MinorVersion: Awaitable<number>;
  readonly BuildVersion: Awaitable<number>;
  toString(): Awaitable<string>;
}

export interface CadesAbout {
  readonly PluginVersion: Awaitable<CadesVersion>;
  /** Version of the CSP of `providerType` (80: GOST R 34.10-2012 256); rejects when none is installed. */
  CSPVersion(providerName: string, providerType: number): Promise<CadesVersion>;
}

export interface CadesCertificate {
  readonly Thumbprint: Awaitable<string>;
  readonly SubjectName: Awaitable<string>;
  readonly IssuerName: Awaitable<string>;
  readonly ValidFromDate: Awaitable<string | Date>;
  readonly ValidToDate: Awaitable<string | Date>;
  HasPrivateKey(): Promise<boolean>;
  GetInfo(infoType: number): Promise<string>;
  /** The public key (its algorithm names the signing algorithm); read by the workstation check only. */
  PublicKey?(): Promise<CadesPublicKey>;
}

export interface CadesOid {
  readonly Value: Awaitable<string>;
  readonly FriendlyName: Awaitable<string>;
}

export interface CadesPublicKey {
  readonly Algorithm: Awaitable<CadesOid>;
}

export interface CadesCertificates {
  readonly Count: Awaitable<number>;
  /** 1-based, as in CAPICOM. */
  Item(index: number): Promise<CadesCertificate>;
  Find(findType: number, criteria?: unknown, validOnly?: boolean): Promise<CadesCertificates>;
}

export interface CadesStore {
  Open(location: number, name: string, mode: number): Promise<void>;
  readonly Certificates: Awaitable<CadesCertificates>;
  Close(): Promise<void>;
}

export interface CadesSigner {
  propset_Certificate(certificate: CadesCertificate): Promise<void>;
  propset_Options(options: number): Promise<void>;
}

export interface CadesHashedData {
  propset_Algorithm(algorithm: number): Promise<void>;
  propset_DataEncoding(encoding: number): Promise<void>;
  Hash(data: string): Promise<void>;
  /** Hex digest. */
  readonly Value: Awaitable<string>;
}

export interface CadesSignedData {
  propset_ContentEncoding(encoding: number): Promise<void>;
  propset_Content(content: string): Promise<void>;
  /** Base64 CMS; `detached` leaves the content out. */
  SignCades(signer: CadesSigner, cadesType: number, detached?: boolean): Promise<string>;
  SignHash(hashedData: CadesHashedData, signer: CadesSigner, cadesType: number): Promise<string>;
  /** Checks a signature of the content set with propset_Content; rejects when it does not verify. */
  VerifyCades?(signature: string, cadesType: number, detached?: boolean): Promise<void>;
}

export interface CadesObjects {
  'CAdESCOM.About': CadesAbout;
  'CAdESCOM.Store': CadesStore;
  'CAdESCOM.CPSigner': CadesSigner;
  'CAdESCOM.CadesSignedData': CadesSignedData;
  'CAdESCOM.HashedData': CadesHashedData;
}

/** `window.cadesplugin`: a promise that settles when the plug-in has loaded, plus the object factory. */
export interface CadesPlugin extends PromiseLike<unknown> {
  CreateObjectAsync<K extends keyof CadesObjects>(progId: K): Promise<CadesObjects[K]>;
}

/** CAPICOM / CAdESCOM constants the portal uses (values of the plug-in's documentation). */
export const CADES = {
  CAPICOM_CURRENT_USER_STORE: 2,
  CAPICOM_MY_STORE: 'My',
  CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: 2,
  CAPICOM_CERTIFICATE_FIND_SHA1_HASH: 0,
  CAPICOM_CERTIFICATE_FIND_EXTENDED_PROPERTY: 6,
  CAPICOM_CERTIFICATE_FIND_TIME_VALID: 9,
  CAPICOM_PROPID_KEY_PROV_INFO: 2,
  CAPICOM_CERT_INFO_SUBJECT_SIMPLE_NAME: 0,
  CAPICOM_CERTIFICATE_INCLUDE_END_ENTITY_ONLY: 2,
  CADESCOM_CADES_BES: 1,
  CADESCOM_BASE64_TO_BINARY: 1,
  CADESCOM_HASH_ALGORITHM_CP_GOST_3411_2012_256: 101,
  PROV_GOST_2012_256: 80,
} as const;
