import { GostEngine } from '@wavesenterprise/crypto-gost-js';

const digest = GostEngine.getGostDigest({ name: 'GOST R 34.11', length: 256, version: 2012 });

/** GOST R 34.11-2012 (Streebog) 256-bit digest as lowercase hex. */
export function streebog256Hex(data: Uint8Array): string {
  // A copy in this realm's typed array: the library checks `instanceof ArrayBuffer` (a Buffer's may differ under jsdom).
  const copy = new Uint8Array(data.length);
  copy.set(data);
  return Buffer.from(digest.digest(copy.buffer)).toString('hex');
}
