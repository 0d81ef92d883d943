/** The part of @wavesenterprise/crypto-gost-js (no types of its own) the sandbox uses. */
declare module '@wavesenterprise/crypto-gost-js' {
  interface GostAlgorithm {
    name: string;
    version: number;
    length: number;
    mode?: string;
    procreator?: string;
    keySize?: number;
    namedCurve?: string;
    hash?: GostAlgorithm;
    id?: string;
  }
  interface GostDigest {
    digest(data: Uint8Array | ArrayBuffer): ArrayBuffer;
  }
  interface GostSign {
    generateKey(): { privateKey: ArrayBuffer; publicKey: ArrayBuffer };
    sign(privateKey: ArrayBuffer, data: Uint8Array | ArrayBuffer): ArrayBuffer;
    verify(publicKey: ArrayBuffer, signature: Uint8Array | ArrayBuffer, data: Uint8Array | ArrayBuffer): boolean;
  }
  export const GostEngine: {
    getGostDigest(algorithm: GostAlgorithm): GostDigest;
    getGostSign(algorithm: GostAlgorithm): GostSign;
  };
}
