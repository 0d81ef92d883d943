import { HttpError } from '../api/httpError';
import { createEmulatedCertificates, publicRecord, type EmulatedCertificate } from './emulatedCertificates';
import type { NativeHost } from './emulator/nativeHost';
import { gostSign, gostVerify } from './gostSignature';
import { decodeEnvelope, encodeEnvelope, signedText } from './signatureEnvelope';
import { streebog256Hex } from './streebog';

export type VerificationResult = { ok: true; certificate: EmulatedCertificate } | { ok: false; reason: string };

/**
 * The emulated plug-in's native side and the back end's signature check in one: it issued the demo
 * certificates, holds their GOST keys, hashes with Streebog, signs, and verifies what it signed.
 */
export class CertificateAuthority {
  readonly certificates: readonly EmulatedCertificate[];

  constructor(now = Date.now()) {
    this.certificates = createEmulatedCertificates(now);
  }

  byThumbprint(thumbprint: string): EmulatedCertificate | undefined {
    const wanted = thumbprint.trim().toUpperCase();
    return this.certificates.find((certificate) => certificate.thumbprint === wanted);
  }

  hash(contentBase64: string): string {
    return streebog256Hex(Buffer.from(contentBase64, 'base64'));
  }

  sign(thumbprint: string, digestHex: string, signingTime = new Date()): string {
    const certificate = this.byThumbprint(thumbprint);
    if (!certificate) throw new HttpError(404, `Сертификат ${thumbprint} не найден в хранилище`);
    if (!certificate.hasPrivateKey) throw new HttpError(400, 'У сертификата нет закрытого ключа');
    if (!/^[0-9a-f]{64}$/i.test(digestHex)) throw new HttpError(400, 'Хэш должен быть 64 шестнадцатеричными символами');
    const unsigned = { digest: digestHex.toLowerCase(), signingTime: signingTime.toISOString(), thumbprint: certificate.thumbprint };
    const signature = Buffer.from(gostSign(certificate.keys.privateKey, signedText(unsigned))).toString('hex');
    return encodeEnvelope({
      format: 'sandbox-cades-bes',
      ...unsigned,
      digestAlgorithm: 'GOST R 34.11-2012 256',
      signatureAlgorithm: 'GOST R 34.10-2012 256',
      signature,
    });
  }

  /**
   * Checks a detached signature of `content`: digest, signature, and the certificate's validity now (`now`, the
   * server's clock). The envelope's signingTime is the signer's own claim: a backdated one must not let an expired
   * certificate sign or sign in.
   */
  verify(signatureBase64: string, content: Uint8Array, now = Date.now()): VerificationResult {
    const envelope = decodeEnvelope(signatureBase64);
    if (!envelope) return { ok: false, reason: 'Подпись не распознана' };
    const certificate = this.byThumbprint(envelope.thumbprint);
    if (!certificate) return { ok: false, reason: 'Сертификат подписи не выдан удостоверяющим центром песочницы' };
    if (streebog256Hex(content) !== envelope.digest) return { ok: false, reason: 'Подпись не соответствует подписанным данным' };
    if (!gostVerify(certificate.keys.publicKey, Buffer.from(envelope.signature, 'hex'), signedText(envelope))) {
      return { ok: false, reason: 'Подпись недействительна' };
    }
    if (now > Date.parse(certificate.validTo)) return { ok: false, reason: 'Срок действия сертификата подписи истёк' };
    if (now < Date.parse(certificate.validFrom)) return { ok: false, reason: 'Срок действия сертификата подписи ещё не начался' };
    return { ok: true, certificate };
  }

  /** The native host of the emulated plug-in, called directly (unit tests) instead of over HTTP. */
  nativeHost(): NativeHost {
    return {
      certificates: async () => this.certificates.map(publicRecord),
      hash: async (contentBase64) => this.hash(contentBase64),
      sign: async (thumbprint, digestHex) => this.sign(thumbprint, digestHex),
      verify: async (signatureBase64, contentBase64) => {
        const result = this.verify(signatureBase64, Buffer.from(contentBase64, 'base64'));
        return result.ok ? null : result.reason;
      },
    };
  }
}
