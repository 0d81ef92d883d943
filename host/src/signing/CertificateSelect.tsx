import { NativeSelect } from '@portal/ui/chakra';
import type { SigningCertificate } from '@portal/platform';
import { formatDate } from '@portal/ui';

interface CertificateSelectProps {
  certificates: SigningCertificate[] | undefined;
  loading: boolean;
  disabled: boolean;
  value: string;
  onChange: (thumbprint: string) => void;
  size?: 'sm' | 'md';
}

/** A picker of the plug-in's certificates by name and expiry; the value is the thumbprint. */
export function CertificateSelect({ certificates, loading, disabled, value, onChange, size = 'md' }: CertificateSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={loading || disabled}>
      <NativeSelect.Field
        aria-label="Сертификат"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={loading ? 'Загрузка...' : 'Выберите сертификат'}
      >
        {(certificates ?? []).map((certificate) => (
          <option key={certificate.thumbprint} value={certificate.thumbprint}>
            {certificate.name} — до {formatDate(certificate.validTo)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
