import { useState } from 'react';
import { useQuery, useQueryClient } from '@portal/ui/query';
import { Button, HStack } from '@portal/ui/chakra';
import { notify, withLoader } from '@portal/platform';
import { formatDate, useSingleFlight } from '@portal/ui';
import { DeletableTable, type DeletableColumn } from './DeletableTable';
import { PowerOfAttorneyUpload } from './PowerOfAttorneyUpload';
import { refreshPowersOfAttorney } from './powerOfAttorneyQueries';
import type { PowerOfAttorney } from '@portal/api';
import { SETTINGS_QUERY_KEYS, settingsApi } from './settingsApi';
import { SettingsSection } from './SettingsSection';

const POWER_COLUMNS: DeletableColumn<PowerOfAttorney>[] = [
  { header: 'ИНН организации', cell: (power) => power.innCompany },
  // A date in another format than ISO is shown as sent rather than blank.
  { header: 'Действует до', cell: (power) => formatDate(power.expirationDate) || power.expirationDate },
];

/** МЧД (spec §2): organisation INN, expiry, delete; deleted ones hidden; 'Добавить МЧД' while none is in force. */
export function PowersOfAttorneySection() {
  const queryClient = useQueryClient();
  const powers = useQuery({ queryKey: SETTINGS_QUERY_KEYS.powersOfAttorney, queryFn: settingsApi.powersOfAttorney });
  const [uploading, setUploading] = useState(false);
  const [creating, setCreating] = useState(false);
  const visible = (powers.data ?? []).filter((power) => !power.isDeleted);

  const deleting = useSingleFlight();

  const remove = (id: string | number) =>
    deleting.run(async () => {
      try {
        await withLoader('...удаление доверенности пользователя', () => settingsApi.removePowerOfAttorney(id));
        notify('Доверенность удалена');
      } finally {
        await refreshPowersOfAttorney(queryClient);
      }
    });

  return (
    <SettingsSection title="Машиночитаемые доверенности (МЧД)" testId="powers-of-attorney">
      <DeletableTable
        label="Машиночитаемые доверенности"
        rows={visible}
        loading={powers.isPending}
        error={powers.error}
        onRetry={() => void powers.refetch()}
        columns={POWER_COLUMNS}
        rowKey={(power) => power.id ?? power.innCompany}
        deleteLabel={(power) => `Удалить доверенность ${power.innCompany}`}
        canDelete={(power) => power.id !== undefined}
        deleting={deleting.pending}
        onDelete={(power) => {
          if (power.id !== undefined) void remove(power.id).catch(() => undefined);
        }}
      />
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
