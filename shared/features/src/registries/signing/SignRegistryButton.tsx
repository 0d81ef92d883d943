import { useRef, useState } from 'react';
import type { DocumentForSigning } from '@portal/api';
import { showError } from '@portal/platform';
import { Button } from '@portal/ui/chakra';
import { checkSigning } from '../api/generateSignActionCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { REGISTRY_ERROR_TITLE } from '../registryMessages';
import { documentsToSign } from '../rules/documentsToSign';
import { SignRegistryDialog } from './SignRegistryDialog';
import { useRegistrySigning } from './useRegistrySigning';

interface SignRegistryButtonProps {
  cabinet: RegistryCabinet;
  id: string;
  /** The registry's id as the server sent it (for POST /sign/check). */
  registryId: string | number;
  documentsForSigning: readonly DocumentForSigning[];
  onSigned: () => Promise<void>;
  /** Where focus goes once signed (the toolbar's next step): `begin` notes the page when signing starts. */
  focusAfter?: { begin: () => string; signed: (from: string) => void; targetNow: () => HTMLElement | null };
}

/** 'Подписать': POST /sign/check {registryId} first; when it allows signing, the signing dialog opens. */
export function SignRegistryButton({ cabinet, id, registryId, documentsForSigning, onSigned, focusAfter }: SignRegistryButtonProps) {
  const [open, setOpen] = useState(false);
  const from = useRef('');
  const signed = useRef(false);
  const [checking, setChecking] = useState(false);
  const docs = documentsToSign(documentsForSigning);
  const signer = useRegistrySigning(cabinet, id, docs, onSigned);

  const start = async () => {
    from.current = focusAfter?.begin() ?? '';
    signed.current = false;
    setChecking(true);
    try {
      const check = await checkSigning(registryId);
      if (!check.result) showError({ name: REGISTRY_ERROR_TITLE, message: check.message || 'Заявку сейчас подписать нельзя' });
      else setOpen(true);
    } catch {
      // callReportingFailure has shown the failure.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button size="sm" colorPalette="blue" data-focus-key="sign" onClick={() => void start()} loading={checking}>
        Подписать
      </Button>
      <SignRegistryDialog
        open={open}
        docs={docs}
        progress={signer.progress}
        problem={signer.problem}
        signedCount={signer.signedCount}
        onSign={async (thumbprint) => {
          const done = await signer.run(thumbprint);
          if (done) {
            signed.current = true;
            focusAfter?.signed(from.current);
          }
          return done;
        }}
        onClose={() => {
          signer.clearProblem();
          setOpen(false);
        }}
        // Signed, the Подписать button is gone: focus goes to the next step, not back to nothing.
        finalFocus={() => (signed.current ? (focusAfter?.targetNow() ?? null) : null)}
      />
    </>
  );
}
