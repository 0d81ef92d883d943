import { useState } from 'react';
import { useQuery } from '@portal/ui/query';
import type { EdmDocument, EdmDocumentType } from '@portal/api';
import { setPercentLoader, signing } from '@portal/platform';
import { Button, Stack, Text } from '@portal/ui/chakra';
import { CertificateSelect, DialogFrame, isWorkstationProblem, useSingleFlight, WorkstationCheckLink } from '@portal/ui';
import { failureMessage } from '../api/failureMessage';
import { documentLabel, reportOutcome } from '../actions/reportOutcome';
import { signDocuments } from '../actions/signDocuments';
import { powerOfAttorneyFor } from '../actions/signerPowerOfAttorney';
import { EDM_MESSAGES } from '../edmMessages';

interface SignDialogProps {
  open: boolean;
  /** Only the ticked documents whose status allows signing (documentsToSign). */
  docs: readonly EdmDocument[];
  /** The ticked documents whose status allows no signing (documentsNotToSign): left out, and the dialog says so. */
  leftOut?: readonly EdmDocument[];
  /** GET /edm/type, to name a document without number or file by its type (documentLabel). */
  types?: readonly EdmDocumentType[];
  onClose: () => void;
  /** Called with the documents that were to be signed, once signing has run. */
  onDone: (signed: readonly EdmDocument[]) => void;
}

/** One certificate for the whole selection, then each document signed in turn with "document k of n" progress. */
export function SignDialog({ open, docs, leftOut = [], types, onClose, onDone }: SignDialogProps) {
  const [thumbprint, setThumbprint] = useState('');
  const [progress, setProgress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const certificates = useQuery({ queryKey: ['signing', 'certificates'], queryFn: () => signing.listCertificates(), enabled: open, retry: false });
  const sending = useSingleFlight();
  const busy = progress !== null || sending.pending;

  const close = () => {
    setProblem(null);
    onClose();
  };

  const signOnce = async () => {
    const certificate = certificates.data?.find((candidate) => candidate.thumbprint === thumbprint);
    if (!certificate) {
      setProblem('Выберите сертификат');
      return;
    }
    setProblem(null);
    setProgress('Подготовка к подписанию…');
    try {
      const power = await powerOfAttorneyFor(certificate);
      if ('problem' in power) {
        setProblem(power.problem);
        return;
      }
      const outcome = await signDocuments(docs, certificate.thumbprint, power.vicariousId, (index, total) => {
        const message = `Подписание документа ${index} из ${total}`;
        setProgress(message);
        setPercentLoader({ show: true, percent: Math.round(((index - 1) / total) * 100), message });
      });
      reportOutcome(outcome, EDM_MESSAGES.done, types);
      onDone(docs);
      close();
    } catch (error) {
      setProblem(await failureMessage(error, 'Не удалось подписать документы'));
    } finally {
      setProgress(null);
      setPercentLoader({ show: false, percent: 0, message: '' });
    }
  };
  const sign = () => sending.run(signOnce);

  return (
    <DialogFrame
      open={open}
      title="Подписание документов"
      width="settings"
      onClose={close}
      busy={busy}
      testId="edm-sign-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Отмена
          </Button>
          <Button colorPalette="blue" onClick={() => void sign()} loading={busy} disabled={docs.length === 0 || !thumbprint}>
            Подписать
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Будут подписаны документы со статусами «Требуется подпись» и «На подписи»: {docs.length}.</Text>
        {leftOut.length > 0 ? <Text color="fg.warning">{`Не будут подписаны (другой статус): ${leftOut.length} — ${leftOut.map((doc) => documentLabel(doc, types)).join(', ')}.`}</Text> : null}
        <CertificateSelect
          certificates={certificates.data}
          loading={certificates.isLoading}
          disabled={busy}
          value={thumbprint}
          onChange={setThumbprint}
          error={certificates.isError ? (certificates.error instanceof Error ? certificates.error.message : 'Плагин недоступен') : undefined}
          focusWhenReady={open}
        />
        {certificates.data?.length === 0 ? (
          <>
            <Text color="fg.error">Нет доступных сертификатов</Text>
            <WorkstationCheckLink />
          </>
        ) : null}
        <Text aria-live="polite">{progress ?? ''}</Text>
        {problem ? (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
        {problem && isWorkstationProblem(problem) ? <WorkstationCheckLink /> : null}
      </Stack>
    </DialogFrame>
  );
}
