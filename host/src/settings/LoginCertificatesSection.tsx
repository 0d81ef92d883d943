import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconButton, Table, Text } from '@chakra-ui/react';
import { notify, withLoader } from '@portal/platform';
import { formatCertificateDate } from '@portal/ui';
import { AddCertificate } from './AddCertificate';
import { SETTINGS_QUERY_KEYS, settingsApi } from './settingsApi';
import { SettingsSection } from './SettingsSection';

/** Login certificates (spec §2): owner, organisation INN, client INN, expiry, delete; then the picker to add one. */
export function LoginCertificatesSection() {
  const queryClient = useQueryClient();
  const certificates = useQuery({ queryKey: SETTINGS_QUERY_KEYS.certificates, queryFn: settingsApi.loginCertificates });

  const remove = async (id: string) => {
    try {
      await withLoader('...удаление сертификата пользователя', () => settingsApi.removeCertificate(id));
      notify('Сертификат удалён');
    } finally {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.certificates });
    }
  };

  const list = certificates.data ?? [];
  return (
    <SettingsSection title="Сертификаты для входа" testId="login-certificates">
      {certificates.isPending ? <Text color="fg.muted">Загрузка...</Text> : null}
      {list.length > 0 ? (
        <Table.Root size="sm" aria-label="Сертификаты для входа">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Владелец</Table.ColumnHeader>
              <Table.ColumnHeader>ИНН организации</Table.ColumnHeader>
              <Table.ColumnHeader>ИНН клиента</Table.ColumnHeader>
              <Table.ColumnHeader>Действует до</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((certificate) => (
              <Table.Row key={certificate.id}>
                <Table.Cell>{certificate.fio}</Table.Cell>
                <Table.Cell>{certificate.innCompany}</Table.Cell>
                <Table.Cell>{certificate.innUser}</Table.Cell>
                <Table.Cell>{formatCertificateDate(certificate.dateTo)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton aria-label={`Удалить сертификат ${certificate.fio}`} size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(certificate.id).catch(() => undefined)}>
                    ✕
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      <AddCertificate />
    </SettingsSection>
  );
}
