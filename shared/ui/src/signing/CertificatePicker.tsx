import { useEffect, useMemo, type Ref } from 'react';
import { useCurrentUser, type SigningCertificate } from '@portal/platform';
import { NativeSelect } from '../kit/chakra';
import { certificateOptionText, orderCertificates } from './certificateChoice';

export interface CertificatePickerProps {
  certificates: readonly SigningCertificate[] | undefined;
  loading: boolean;
  value: string;
  onChange: (thumbprint: string) => void;
  size?: 'sm' | 'md';
  /** Choose the signed-in user's own certificate when nothing is chosen yet (on by default). */
  preselectOwn?: boolean;
  /** Offer only the signed-in user's own certificates (spec §5's rule), as signing does; all when no user is known. */
  ownOnly?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * The bare picker of the plug-in's certificates: each by holder, organisation, INN, issuer and expiry; the signed-in
 * user's own first (and chosen when nothing is), others' in a group after. The value is the thumbprint. It belongs
 * inside a Field, which gives it its label, disabled state and error (CertificateSelect is that field, ready-made).
 */
export function CertificatePicker({ certificates, loading, value, onChange, size = 'md', preselectOwn = true, ownOnly = false, selectRef }: CertificatePickerProps) {
  const user = useCurrentUser();
  const ordered = useMemo(() => orderCertificates(certificates ?? [], user), [certificates, user]);
  const own = ordered.own;
  const others = ownOnly && user ? [] : ordered.others;
  const first = own[0]?.thumbprint;
  useEffect(() => {
    if (preselectOwn && value === '' && first) onChange(first);
  }, [preselectOwn, value, first, onChange]);

  const options = (list: readonly SigningCertificate[]) =>
    list.map((certificate) => (
      <option key={certificate.thumbprint} value={certificate.thumbprint}>
        {certificateOptionText(certificate)}
      </option>
    ));
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field ref={selectRef} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{loading ? 'Загрузка...' : 'Выберите сертификат'}</option>
        {own.length > 0 ? (
          <>
            <optgroup label="Ваши сертификаты">{options(own)}</optgroup>
            {others.length > 0 ? <optgroup label="Сертификаты других лиц">{options(others)}</optgroup> : null}
          </>
        ) : (
          options(others)
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
