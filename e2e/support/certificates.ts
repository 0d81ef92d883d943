import { createHash } from 'node:crypto';

/** The thumbprint of an emulator certificate: stable, derived from its label (sandbox/src/cryptopro/emulatedCertificates.ts). */
export function thumbprint(label: string): string {
  return createHash('sha1').update(`sandbox-certificate:${label}`).digest('hex').toUpperCase();
}
