import type { RegistryStatusCode, Scope } from '@portal/api';

/** Who owns a piece of the world: one demo user in one cabinet ("supplier/LKK"); multi has one per scope. */
export type OwnerKey = string;

export function ownerKey(username: string, scope: Scope): OwnerKey {
  return `${username}/${scope}`;
}

export interface Company {
  name: string;
  /** 10-digit organisation INN with a valid check digit. */
  inn: string;
}

export interface Debtor extends Company {
  id: number;
}

/** Spec §3 "Debtor / contract entry": a factoring contract between a client and one debtor. */
export interface Contract {
  externalId: string;
  num: string;
  date: string;
  /** 'Действует' or 'Закрыт'; a few seeded ones carry another status so the portal's filter is exercised. */
  status: string;
  /** Contains DIRECT_REGRESS, DIRECT_NOT_REGRESS or AGENT (spec §3). */
  type: string;
  showContract: boolean;
  afStatus: string;
  owner: OwnerKey;
  /** The factor's client on this contract (the supplier or principal). */
  client: Company;
  debtorId: number;
  limit: number;
  /** False when the contract's details were not passed to the factor (GET /lka/registries/checkSupplyParam). */
  supplyParamsPassed: boolean;
}

/** One shipment under a contract, evidenced by an УПД; in at most one registry. */
export interface Supply {
  id: number;
  registryId: number | null;
  contractExternalId: string;
  debtorId: number;
  amount: number;
  supplyDate: string;
  dueDate: string;
  updNumber: string;
  /** 'УПД № … от DD.MM.YYYY' */
  updName: string;
  verificationDebtor: boolean;
  prime: boolean;
  active: boolean;
  financing: boolean;
  checked: boolean;
  invalid: boolean;
  /** Why the back end refuses the registry's data (duplicate check 2001, GET /errorValidation/get). */
  dataErrors: Array<{ field: string; message: string }>;
}

export type RegistryCategory = 'MAIN' | 'AGENT';
export const REGISTRY_CATEGORIES = ['MAIN', 'AGENT'] as const;
export const REGISTRY_SOURCES = ['Дебитор', 'Фактор', 'Клиент'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];

/** A file the back end keeps (GET /binary/{id}); seeded files are built on first download. */
export interface StoredFile {
  id: number;
  owner: OwnerKey;
  name: string;
  contentType: string;
  content: Buffer | (() => Buffer);
}

export interface RegistryDocument {
  id: number;
  fileId: number;
  name: string;
  /** Uploaded by the user (deletable) rather than issued by the factor. */
  userDoc: boolean;
}

export interface OriginalDocument {
  id: number;
  fileId: number;
  name: string;
  valid: boolean;
}

export interface DocumentForSigning {
  id: number;
  fileId: number;
  name: string;
  /** 'registryFile', 'financingFile' (generated) or 'assignment' (the factor's notice). */
  type: string;
  /** True for the registry file itself. */
  registry: boolean;
}

export interface SignedDocument {
  id: number;
  fileId: number;
  name: string;
  userDoc: boolean;
}

export interface Registry {
  id: number;
  number: string;
  owner: OwnerKey;
  category: RegistryCategory;
  source: RegistrySource;
  statusCode: RegistryStatusCode;
  /** ISO date-time. */
  createDate: string;
  contractExternalId: string;
  debtorId: number;
  validated: boolean;
  futureFundingDate: string | null;
  documents: RegistryDocument[];
  origDocuments: OriginalDocument[];
  documentsForSigning: DocumentForSigning[];
  signedDocs: SignedDocument[];
}

// The contract's state codes and their Russian names: one table for the portal and this back end.
export { REGISTRY_STATUS_NAMES, type RegistryStatusCode } from '@portal/api';
