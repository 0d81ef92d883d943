/** A certificate of the emulated store, as the native side describes it. Dates are ISO strings. */
export interface EmulatedCertificateRecord {
  thumbprint: string;
  subjectName: string;
  issuerName: string;
  validFrom: string;
  validTo: string;
  hasPrivateKey: boolean;
}

/**
 * The plug-in's native side (CSP and key store). In the browser it is the sandbox, reached with fetch;
 * in unit tests it is the same code called directly.
 */
export interface NativeHost {
  certificates(): Promise<EmulatedCertificateRecord[]>;
  /** GOST R 34.11-2012 256 digest (hex) of base64 content. */
  hash(contentBase64: string): Promise<string>;
  /** Detached signature (base64) of a digest with the certificate's private key. */
  sign(thumbprint: string, digestHex: string): Promise<string>;
  /** Checks a detached signature of base64 content (VerifyCades): null when valid, else the reason. */
  verify?(signatureBase64: string, contentBase64: string): Promise<string | null>;
}
