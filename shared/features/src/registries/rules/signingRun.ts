import type { DocumentForSigning } from '@portal/api';

/** Signatures made so far, by document id: kept across a failure so a retry signs only the rest. */
export type SignaturesSoFar = ReadonlyMap<string, string>;

export interface SigningRunResult {
  signatures: Map<string, string>;
  /** The document that failed and why (the bridge's §8 text), or null when every document is signed. */
  failure: { doc: DocumentForSigning; index: number; error: unknown } | null;
}

/**
 * Signs each document not yet signed, in order, reporting "document k of n" before each; stops at the first
 * failure and returns what was signed (the k−1 before it and any from earlier runs).
 */
export async function signRemaining(
  docs: readonly DocumentForSigning[],
  done: SignaturesSoFar,
  signOne: (doc: DocumentForSigning) => Promise<string>,
  onProgress: (k: number, n: number) => void,
): Promise<SigningRunResult> {
  const signatures = new Map(done);
  for (const [index, doc] of docs.entries()) {
    if (signatures.has(String(doc.id))) continue;
    onProgress(index + 1, docs.length);
    try {
      signatures.set(String(doc.id), await signOne(doc));
    } catch (error) {
      return { signatures, failure: { doc, index: index + 1, error } };
    }
  }
  return { signatures, failure: null };
}

/** The sign call's body rows, in document order, ids as the server sent them; null until every document is signed. */
export function signatureRows(docs: readonly DocumentForSigning[], signatures: SignaturesSoFar): Array<{ id: string | number; signature: string }> | null {
  const rows = docs.map((doc) => ({ id: doc.id, signature: signatures.get(String(doc.id)) ?? '' }));
  return rows.every((row) => row.signature !== '') ? rows : null;
}
