import { useEffect, useRef } from 'react';
import { useCurrentUser, type SigningCertificate } from '@portal/platform';
import { Field } from '../kit/chakra';
import { orderCertificates } from './certificateChoice';
import { CertificateDetails } from './CertificateDetails';
import { CertificatePicker } from './CertificatePicker';
import { WorkstationCheckLink } from './WorkstationCheckLink';

export interface CertificateSelectProps {
  certificates: readonly SigningCertificate[] | undefined;
  loading: boolean;
  disabled: boolean;
  value: string;
  onChange: (thumbprint: string) => void;
  /** Why no certificate can be chosen (the plug-in failed): announced and tied to the picker as its error. */
  error?: string;
  /** Focus the picker as soon as it can be used (a dialog opens on it, not on its buttons). */
  focusWhenReady?: boolean;
}

/** Said when the plug-in has certificates but none of them is the signed-in user's. */
export const NO_OWN_CERTIFICATE = 'Среди сертификатов на этом компьютере нет ваших: документы подписываются только своим сертификатом (ФИО и ИНН как в профиле).';

/**
 * The plug-in's certificates (already filtered by the signing bridge: valid now, with a private key) that are the
 * signed-in user's own by spec §5's rule (name, INN and, but for agents, the organisation's INN; decision 0061), the
 * first chosen, under a visible «Сертификат» label, with the chosen one described in full; the value is the
 * thumbprint. Used wherever documents are signed: another person's certificate is not offered.
 */
export function CertificateSelect({ certificates, loading, disabled, value, onChange, error, focusWhenReady = false }: CertificateSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const ready = focusWhenReady && !loading && !disabled && certificates !== undefined;
  const focused = useRef(false);
  const user = useCurrentUser();
  const noneOwn = user !== null && certificates !== undefined && certificates.length > 0 && orderCertificates(certificates, user).own.length === 0;
  useEffect(() => {
    if (!focusWhenReady) focused.current = false;
    else if (ready && !focused.current) {
      focused.current = true;
      select.current?.focus();
    }
  }, [focusWhenReady, ready]);
  return (
    // The field's state rules its control: a select inside a Field takes disabled and invalid from the Field.
    <Field.Root disabled={loading || disabled} invalid={Boolean(error)}>
      <Field.Label>Сертификат</Field.Label>
      <CertificatePicker certificates={certificates} loading={loading} value={value} onChange={onChange} selectRef={select} ownOnly />
      {noneOwn && !error ? (
        <Field.HelperText role="status" color="fg.muted">
          {NO_OWN_CERTIFICATE}
        </Field.HelperText>
      ) : null}
      <CertificateDetails certificate={certificates?.find((certificate) => certificate.thumbprint === value)} />
      {error ? (
        <Field.ErrorText role="alert" color="fg.error" fontSize="md">
          {error}
        </Field.ErrorText>
      ) : null}
      {/* every such error is the plug-in's or the store's: the workstation check says what to fix */}
      {error ? <WorkstationCheckLink /> : null}
    </Field.Root>
  );
}
