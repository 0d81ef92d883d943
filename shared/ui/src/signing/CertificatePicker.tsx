import type { SigningCertificate } from '@portal/platform';
import { NativeSelect } from '../kit/chakra';
import { formatDate } from '../format';

export interface CertificatePickerProps {
  certificates: readonly SigningCertificate[] | undefined;
  loading: boolean;
  value: string;
  onChange: (thumbprint: string) => void;
  size?: 'sm' | 'md';
}

/**
 * The bare picker of the plug-in's certificates, by name and expiry; the value is the thumbprint. It belongs inside a
 * Field, which gives it its label, disabled state and error (CertificateSelect is that field, ready-made).
 */
export function CertificatePicker({ certificates, loading, value, onChange, size = 'md' }: CertificatePickerProps) {
  return (
    <NativeSelect.Root size={size}>
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
  );
}
