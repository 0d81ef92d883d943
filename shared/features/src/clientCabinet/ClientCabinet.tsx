import { useMemo } from 'react';
import { CABINET_LANDING } from '@portal/api';
import { CabinetShell, type MenuItem } from '@portal/ui';
import type { ClientScope } from './clientScope';
import { clientCabinetPages } from './clientCabinetPages';

export interface ClientCabinetProps {
  scope: ClientScope;
  menu: readonly MenuItem[];
  version: string;
}

/** The whole client cabinet (LKK or LKP): menu, pages, and unknown paths sent to its main page. */
export function ClientCabinet({ scope, menu, version }: ClientCabinetProps) {
  const pages = useMemo(() => clientCabinetPages(), []);
  return <CabinetShell menu={menu} pages={pages} landing={CABINET_LANDING[scope]} version={version} />;
}
