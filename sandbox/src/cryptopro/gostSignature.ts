import { GostEngine } from '@wavesenterprise/crypto-gost-js';

/** GOST R 34.10-2012 with a 256-bit key on curve A, hashing with GOST R 34.11-2012 256 (what CryptoPro signs with). */
const ALGORITHM = {
  name: 'GOST R 34.10',
  version: 2012,
  mode: 'SIGN',
  length: 256,
  procreator: 'CP',
  keySize: 32,
  namedCurve: 'S-256-A',
  hash: { name: 'GOST R 34.11', version: 2012, mode: 'HASH', length: 256, procreator: 'CP', keySize: 32 },
  id: 'id-tc26-gost3410-12-256',
};

const engine = GostEngine.getGostSign(ALGORITHM);

export interface GostKeyPair {
  privateKey: ArrayBuffer;
  publicKey: ArrayBuffer;
}

export function generateGostKeyPair(): GostKeyPair {
  return engine.generateKey();
}

/** A copy in this realm's typed array: the library checks `instanceof ArrayBuffer` (a Buffer's may differ under jsdom). */
function ownBuffer(data: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(data.length);
  copy.set(data);
  return copy.buffer;
}

export function gostSign(privateKey: ArrayBuffer, data: Uint8Array): Uint8Array {
  return new Uint8Array(engine.sign(privateKey, ownBuffer(data)));
}

export function gostVerify(publicKey: ArrayBuffer, signature: Uint8Array, data: Uint8Array): boolean {
  try {
    return engine.verify(publicKey, ownBuffer(signature), ownBuffer(data));
  } catch {
    return false;
  }
}
