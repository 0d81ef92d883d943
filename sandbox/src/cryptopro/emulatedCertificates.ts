import { createHash } from 'node:crypto';
import { createDemoAccounts, type DemoAccount } from '../users/demoUsers';
import type { EmulatedCertificateRecord } from './emulator/nativeHost';
import { generateGostKeyPair, type GostKeyPair } from './gostSignature';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISSUER_NAME = 'CN=Тестовый УЦ песочницы, O=Песочница портала, C=RU';

/** Why a certificate is in the emulated store (the demo users' own, and the odd ones the tests need). */
export type CertificateKind = 'own' | 'expired' | 'other-person' | 'without-organisation-inn' | 'without-private-key';

export interface EmulatedCertificate extends EmulatedCertificateRecord {
  kind: CertificateKind;
  /** The demo user the certificate was issued to (null for the other person). */
  username: string | null;
  keys: GostKeyPair;
}

interface Holder {
  surname: string;
  givenName: string;
  inn: string;
  innOrg: string | null;
  organisation: string;
}

function quoted(value: string): string {
  return /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A subject as CryptoPro prints a qualified certificate's: CN, SN, G, ИНН, ИНН ЮЛ (legal entities only), O, C. */
export function subjectNameOf(holder: Holder): string {
  const parts = [
    `CN=${quoted(`${holder.surname} ${holder.givenName}`)}`,
    `SN=${quoted(holder.surname)}`,
    `G=${quoted(holder.givenName)}`,
    `ИНН=${holder.inn}`,
    ...(holder.innOrg ? [`ИНН ЮЛ=${holder.innOrg}`] : []),
    `O=${quoted(holder.organisation)}`,
    'C=RU',
  ];
  return parts.join(', ');
}

function holderOf(account: DemoAccount, withOrganisation = true): Holder {
  return {
    surname: account.familyName,
    givenName: account.givenName,
    inn: account.user.inn,
    innOrg: withOrganisation ? account.user.innOrg : null,
    organisation: account.user.shortName,
  };
}

/** Stable SHA-1-style thumbprint, so tests and demos can name a certificate. */
function thumbprintOf(label: string): string {
  return createHash('sha1').update(`sandbox-certificate:${label}`).digest('hex').toUpperCase();
}

function certificate(kind: CertificateKind, label: string, holder: Holder, username: string | null, validFrom: number, validTo: number, hasPrivateKey = true): EmulatedCertificate {
  return {
    kind,
    username,
    thumbprint: thumbprintOf(label),
    subjectName: subjectNameOf(holder),
    issuerName: ISSUER_NAME,
    validFrom: new Date(validFrom).toISOString(),
    validTo: new Date(validTo).toISOString(),
    hasPrivateKey,
    keys: generateGostKeyPair(),
  };
}

/**
 * The emulated "My" store: one valid certificate per demo user (name and INNs of the user), plus an expired
 * one, another person's, one without the organisation's INN and one without a private key (all of `supplier`'s
 * organisation, so the settings dialog shows each case).
 */
export function createEmulatedCertificates(now = Date.now()): EmulatedCertificate[] {
  const accounts = createDemoAccounts();
  const from = now - 180 * DAY_MS;
  const to = now + 365 * DAY_MS;
  const own = accounts.map((account) => certificate('own', `own:${account.user.username}`, holderOf(account), account.user.username, from, to));
  const supplier = accounts.find((account) => account.user.username === 'supplier');
  if (!supplier) throw new Error('demo user supplier is missing');
  const otherPerson: Holder = { surname: 'Сидоров', givenName: 'Пётр Павлович', inn: '540123456723', innOrg: supplier.user.innOrg, organisation: supplier.user.shortName };
  return [
    ...own,
    certificate('expired', 'expired:supplier', holderOf(supplier), 'supplier', now - 730 * DAY_MS, now - 30 * DAY_MS),
    certificate('other-person', 'other-person', otherPerson, null, from, to),
    certificate('without-organisation-inn', 'without-organisation-inn:supplier', holderOf(supplier, false), 'supplier', from, to),
    certificate('without-private-key', 'without-private-key:supplier', holderOf(supplier), 'supplier', from, to, false),
  ];
}

/** The record the plug-in shows (no keys). */
export function publicRecord({ thumbprint, subjectName, issuerName, validFrom, validTo, hasPrivateKey }: EmulatedCertificate): EmulatedCertificateRecord {
  return { thumbprint, subjectName, issuerName, validFrom, validTo, hasPrivateKey };
}
