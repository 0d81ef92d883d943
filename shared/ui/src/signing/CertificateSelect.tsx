import { useEffect, useRef } from 'react';
import type { SigningCertificate } from '@portal/platform';
import { Field } from '../kit/chakra';
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

/**
 * The plug-in's certificates (already filtered by the signing bridge: valid now, with a private key), the user's own
 * first and chosen, under a visible «Сертификат» label, with the chosen one described in full; the value is the
 * thumbprint. Used wherever documents are signed.
 */
export function CertificateSelect({ certificates, loading, disabled, value, onChange, error, focusWhenReady = false }: CertificateSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const ready = focusWhenReady && !loading && !disabled && certificates !== undefined;
  const focused = useRef(false);
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
      <CertificatePicker certificates={certificates} loading={loading} value={value} onChange={onChange} selectRef={select} />
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
