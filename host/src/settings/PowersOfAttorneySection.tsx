import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { notify, withLoader } from '@portal/platform';
import { formatDate } from '@portal/ui';
import { PowerOfAttorneyUpload } from './PowerOfAttorneyUpload';
import { refreshPowersOfAttorney } from './powerOfAttorneyQueries';
import { SETTINGS_QUERY_KEYS, settingsApi } from './settingsApi';
import { SettingsSection } from './SettingsSection';

/** МЧД (spec §2): organisation INN, expiry, delete; deleted ones hidden; 'Добавить МЧД' while none is in force. */
export function PowersOfAttorneySection() {
  const queryClient = useQueryClient();
  const powers = useQuery({ queryKey: SETTINGS_QUERY_KEYS.powersOfAttorney, queryFn: settingsApi.powersOfAttorney });
  const [uploading, setUploading] = useState(false);
  const [creating, setCreating] = useState(false);
  const visible = (powers.data ?? []).filter((power) => !power.isDeleted);

  const remove = async (id: number) => {
    try {
      await withLoader('...удаление доверенности пользователя', () => settingsApi.removePowerOfAttorney(id));
      notify('Доверенность удалена');
    } finally {
      await refreshPowersOfAttorney(queryClient);
    }
  };

  return (
    <SettingsSection title="Машиночитаемые доверенности (МЧД)" testId="powers-of-attorney">
      {powers.isPending ? <Text color="fg.muted">Загрузка...</Text> : null}
      {visible.length > 0 ? (
        <Table.Root size="sm" aria-label="Машиночитаемые доверенности">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>ИНН организации</Table.ColumnHeader>
              <Table.ColumnHeader>Действует до</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((power) => (
              <Table.Row key={power.id}>
                <Table.Cell>{power.innCompany}</Table.Cell>
                <Table.Cell>{formatDate(power.expirationDate)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton aria-label={`Удалить доверенность ${power.number}`} size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(power.id).catch(() => undefined)}>
                    ✕
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {uploading ? (
        <PowerOfAttorneyUpload onDone={() => setUploading(false)} onBusyChange={setCreating} />
      ) : (
        <HStack>
          <Button size="sm" disabled={visible.length > 0 || creating || powers.isPending} onClick={() => setUploading(true)}>
            Добавить МЧД
          </Button>
        </HStack>
      )}
    </SettingsSection>
  );
}
