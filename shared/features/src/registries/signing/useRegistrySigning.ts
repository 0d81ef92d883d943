import { useCallback, useRef, useState } from 'react';
import type { DocumentForSigning } from '@portal/api';
import { notify, signing, warn, withLoader } from '@portal/platform';
import { fetchDocumentBytes, sendSignatures, SigningNotSupported } from '../api/generateSignActionCalls';
import { OPERATION_DONE } from '../registryMessages';
import type { RegistryCabinet } from '../registryCabinet';
import { signatureRows, signRemaining } from '../rules/signingRun';
import { LOADER_SENDING_SIGNATURES } from '../registryActionMessages';
import { blobToBase64 } from './blobToBase64';
import { signingFailureText } from './signingFailureText';

export interface SigningProgress {
  k: number;
  n: number;
}

/**
 * Signs every document for signing with one certificate, document k of n, then POST {prefix}/{id}/sign. Signatures
 * already made survive a failure (and closing the dialog), so "Повторить" signs only the rest.
 */
export function useRegistrySigning(cabinet: RegistryCabinet, id: string, docs: readonly DocumentForSigning[], onSigned: () => Promise<void>) {
  const made = useRef(new Map<string, string>());
  const [signedCount, setSignedCount] = useState(0);
  const [progress, setProgress] = useState<SigningProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const docsKey = docs.map((doc) => String(doc.id)).join(',');
  const madeFor = useRef(docsKey);
  if (madeFor.current !== docsKey) {
    // New documents (a new registry file): earlier signatures are of other bytes.
    madeFor.current = docsKey;
    made.current = new Map();
  }

  const run = useCallback(
    async (thumbprint: string) => {
      setProblem(null);
      const signOne = async (doc: DocumentForSigning) => signing.signDetached(thumbprint, await blobToBase64(await fetchDocumentBytes(doc.id)));
      try {
        const result = await signRemaining(docs, made.current, signOne, (k, n) => setProgress({ k, n }));
        made.current = result.signatures;
        setSignedCount(result.signatures.size);
        if (result.failure) {
          setProblem(`${signingFailureText(result.failure.error, result.failure.doc)} (документ ${result.failure.index} из ${docs.length})`);
          return false;
        }
        const rows = signatureRows(docs, made.current);
        if (!rows) return false;
        try {
          await withLoader(LOADER_SENDING_SIGNATURES, () => sendSignatures(cabinet, id, { documentId: cabinet.signingDocumentId, signatures: rows }), { immediate: true });
        } catch (error) {
          if (error instanceof SigningNotSupported) {
            // Nothing was refused: the server has no such call. The signatures are kept for a server that has it.
            warn(error.message);
            setProblem(error.message);
            return false;
          }
          // Refused signatures would be refused again: the next try signs afresh (the banner shows why).
          made.current = new Map();
          setSignedCount(0);
          setProblem('Подписи не приняты');
          return false;
        }
        made.current = new Map();
        setSignedCount(0);
        notify(OPERATION_DONE);
        await onSigned();
        return true;
      } finally {
        setProgress(null);
      }
    },
    [cabinet, id, docs, onSigned],
  );

  return { run, progress, problem, signedCount, clearProblem: () => setProblem(null) };
}
