import { useState } from 'react';
import { useQuery } from '@portal/ui/query';
import type { DocumentForSigning } from '@portal/api';
import { signing } from '@portal/platform';
import { Button, Progress, Stack, Text } from '@portal/ui/chakra';
import { CertificateSelect, DialogFrame, isWorkstationProblem, useSingleFlight, WorkstationCheckLink } from '@portal/ui';
import type { SigningProgress } from './useRegistrySigning';

interface SignRegistryDialogProps {
  open: boolean;
  docs: readonly DocumentForSigning[];
  progress: SigningProgress | null;
  problem: string | null;
  signedCount: number;
  onSign: (thumbprint: string) => Promise<boolean>;
  onClose: () => void;
  /** Where focus goes when the dialog closes (null: back to the button that opened it). */
  finalFocus?: () => HTMLElement | null;
}

/** The certificate is picked once; each document is then signed in turn with a "документ k из n" progress bar. */
export function SignRegistryDialog({ open, docs, progress, problem, signedCount, onSign, onClose, finalFocus }: SignRegistryDialogProps) {
  const [thumbprint, setThumbprint] = useState('');
  const certificates = useQuery({ queryKey: ['signing', 'certificates'], queryFn: () => signing.listCertificates(), enabled: open, retry: false });
  // The progress shows only once the first document's bytes are fetched: the guard refuses a second click before.
  const sending = useSingleFlight();
  const busy = progress !== null || sending.pending;
  const retry = signedCount > 0 && signedCount < docs.length;

  const sign = () =>
    sending.run(async () => {
      if (await onSign(thumbprint)) onClose();
    });

  return (
    <DialogFrame
      open={open}
      title="Подписание заявки"
      width="settings"
      onClose={onClose}
      busy={busy}
      testId="registry-sign-dialog"
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Отмена
          </Button>
          <Button colorPalette="blue" onClick={() => void sign()} loading={busy} disabled={!thumbprint || docs.length === 0}>
            {retry ? 'Повторить' : 'Подписать'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">Документов для подписи: {docs.length}</Text>
        <CertificateSelect
          certificates={certificates.data}
          loading={certificates.isPending && open}
          disabled={busy || certificates.isError}
          value={thumbprint}
          onChange={setThumbprint}
          error={certificates.error?.message}
          focusWhenReady={open}
        />
        {progress ? (
          <Progress.Root value={Math.round(((progress.k - 1) / progress.n) * 100)} max={100} aria-label="Подписание документов">
            {/* A live region: each next document is announced, not only drawn. */}
            <Progress.Label fontSize="sm" aria-live="polite">{`Подписание: документ ${progress.k} из ${progress.n}`}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {signedCount > 0 ? <Text fontSize="sm" data-testid="signed-so-far">{`Подписано документов: ${signedCount} из ${docs.length}`}</Text> : null}
        {problem ? (
          <Text color="fg.error" role="alert" data-testid="signing-problem">
            {problem}
          </Text>
        ) : null}
        {problem && isWorkstationProblem(problem) ? <WorkstationCheckLink /> : null}
      </Stack>
    </DialogFrame>
  );
}
