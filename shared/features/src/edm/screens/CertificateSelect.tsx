import type { SigningCertificate } from '@portal/platform';
import { Field, NativeSelect } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui';

interface CertificateSelectProps {
  certificates: readonly SigningCertificate[] | undefined;
  loading: boolean;
  disabled: boolean;
  value: string;
  onChange: (thumbprint: string) => void;
}

/** The plug-in's certificates by name and expiry; the value is the thumbprint (one choice for the whole selection). */
export function CertificateSelect({ certificates, loading, disabled, value, onChange }: CertificateSelectProps) {
  return (
    <Field.Root>
      <Field.Label>Сертификат</Field.Label>
      <NativeSelect.Root disabled={loading || disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{loading ? 'Загрузка...' : 'Выберите сертификат'}</option>
          {(certificates ?? []).map((certificate) => (
            <option key={certificate.thumbprint} value={certificate.thumbprint}>
              {certificate.name} — до {formatDate(certificate.validTo)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
