import { PlaceholderPage, type CabinetPage } from '@portal/ui';
import { CLIENT_SECTIONS } from './clientSections';

/** The pages of a client cabinet, relative to its prefix. Each section's screen replaces its placeholder. */
export function clientCabinetPages(): CabinetPage[] {
  return CLIENT_SECTIONS.map(({ segment, label }) => ({ path: segment, element: <PlaceholderPage title={label} /> }));
}
