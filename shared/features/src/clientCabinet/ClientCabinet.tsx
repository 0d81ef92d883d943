import { useMemo } from 'react';
import { CABINET_LANDING } from '@portal/api';
import { CabinetShell, type MenuItem } from '@portal/ui';
import { LKK_REGISTRIES, LKP_REGISTRIES, WithStandaloneRegistryDetail } from '../registries';
import { NewEventsDialog, eventsCabinetOf } from '../events';
import type { ClientScope } from './clientScope';
import { clientCabinetPages } from './clientCabinetPages';

export interface ClientCabinetProps {
  scope: ClientScope;
  menu: readonly MenuItem[];
  version: string;
}

/** The whole client cabinet (LKK or LKP): menu, pages, the standalone registry detail, unknown paths to main. */
export function ClientCabinet({ scope, menu, version }: ClientCabinetProps) {
  const registries = scope === 'LKK' ? LKK_REGISTRIES : LKP_REGISTRIES;
  const pages = useMemo(() => clientCabinetPages(registries), [registries]);
  return (
    <WithStandaloneRegistryDetail cabinet={registries}>
      <CabinetShell menu={menu} pages={pages} landing={CABINET_LANDING[scope]} version={version} />
      <NewEventsDialog cabinet={eventsCabinetOf(scope)} />
    </WithStandaloneRegistryDetail>
  );
}
