import { useQuery, useQueryClient } from '@portal/ui/query';
import { notify, withLoader } from '@portal/platform';
import { formatCertificateDate, useSingleFlight } from '@portal/ui';
import { useRef } from 'react';
import { Box } from '@portal/ui/chakra';
import { AddCertificate, thumbprintKey } from './AddCertificate';
import { DeletableTable, rowFocusOf, type DeletableColumn } from './DeletableTable';
import type { LoginCertificate } from '@portal/api';
import { SETTINGS_QUERY_KEYS, settingsApi } from './settingsApi';
import { SettingsSection } from './SettingsSection';

const CERTIFICATE_COLUMNS: DeletableColumn<LoginCertificate>[] = [
  { header: 'Владелец', cell: (certificate) => certificate.fio },
  { header: 'ИНН организации', cell: (certificate) => certificate.innCompany },
  { header: 'ИНН клиента', cell: (certificate) => certificate.innUser },
  { header: 'Действует до', cell: (certificate) => formatCertificateDate(certificate.dateTo) },
];

/** Login certificates (spec §2): owner, organisation INN, client INN, expiry, delete; then the picker to add one. */
export function LoginCertificatesSection() {
  const queryClient = useQueryClient();
  const certificates = useQuery({ queryKey: SETTINGS_QUERY_KEYS.certificates, queryFn: settingsApi.loginCertificates });

  const deleting = useSingleFlight();
  const list = useRef<HTMLDivElement>(null);

  const remove = (id: string | number) =>
    deleting.run(async () => {
      try {
        await withLoader('...удаление сертификата пользователя', () => settingsApi.removeCertificate(id));
        notify('Сертификат удалён');
      } finally {
        await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.certificates });
      }
    });

  return (
    <SettingsSection title="Сертификаты для входа" testId="login-certificates">
      <Box ref={list}>
        <DeletableTable
          label="Сертификаты для входа"
          rows={certificates.data}
          loading={certificates.isPending}
          error={certificates.error}
          onRetry={() => void certificates.refetch()}
          columns={CERTIFICATE_COLUMNS}
          rowKey={(certificate) => certificate.id}
          deleteLabel={(certificate) => `Удалить сертификат ${certificate.fio}`}
          canDelete={(certificate) => certificate.id !== ''}
          onDelete={(certificate) => void remove(certificate.id).catch(() => undefined)}
          deleting={deleting.pending}
        />
      </Box>
      <AddCertificate
        registeredIds={certificates.data?.map((certificate) => String(certificate.id))}
        addedRow={(thumbprint) => rowFocusOf(list.current, thumbprint, (a, b) => thumbprintKey(a) === thumbprintKey(b))}
      />
    </SettingsSection>
  );
}
