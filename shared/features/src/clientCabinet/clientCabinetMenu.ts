import { cabinetPath } from '@portal/api';
import type { MenuItem } from '@portal/ui';
import type { ClientScope } from './clientScope';
import { CLIENT_SECTIONS } from './clientSections';

/** The side menu of a client cabinet with absolute links under its prefix (/lkk/main, /lkp/main, …). */
export function clientCabinetMenu(scope: ClientScope): MenuItem[] {
  const prefix = cabinetPath(scope);
  return CLIENT_SECTIONS.map(({ segment, label, icon, signal }) => ({ path: `${prefix}/${segment}`, label, icon, ...(signal ? { signal } : {}) }));
}
