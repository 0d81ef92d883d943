import { z } from 'zod';

/**
 * What the emulator returns for a "detached CAdES-BES" signature: base64 of this JSON, not a CMS structure.
 * The signature itself is a real GOST R 34.10-2012 256 signature over `signedText()`.
 */
export const signatureEnvelopeSchema = z.object({
  format: z.literal('sandbox-cades-bes'),
  thumbprint: z.string().min(1),
  signingTime: z.string().min(1),
  digestAlgorithm: z.literal('GOST R 34.11-2012 256'),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  signatureAlgorithm: z.literal('GOST R 34.10-2012 256'),
  signature: z.string().regex(/^[0-9a-f]+$/),
});
export type SignatureEnvelope = z.infer<typeof signatureEnvelopeSchema>;

/** The signed attributes: content digest, signing time and the signer's certificate. */
export function signedText(envelope: Pick<SignatureEnvelope, 'digest' | 'signingTime' | 'thumbprint'>): Uint8Array {
  return new TextEncoder().encode(`${envelope.digest}\n${envelope.signingTime}\n${envelope.thumbprint}`);
}

export function encodeEnvelope(envelope: SignatureEnvelope): string {
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

/** The envelope inside a base64 signature, or null when it is not one. */
export function decodeEnvelope(signatureBase64: string): SignatureEnvelope | null {
  try {
    const parsed = signatureEnvelopeSchema.safeParse(JSON.parse(Buffer.from(signatureBase64, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
