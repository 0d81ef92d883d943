import type { ReactNode } from 'react';
import { PlaceholderPage, lazyPage, type CabinetPage } from '@portal/ui';
import { eventsCabinetOf } from '../events/eventsCabinet';
import { LKK_REGISTRIES, LKP_REGISTRIES, registryPages, type RegistryCabinet } from '../registries';
import { LKK_REPORTS, LKP_REPORTS } from '../reports/reportCabinet';
import type { ClientScope } from './clientScope';
import { CLIENT_SECTIONS } from './clientSections';

/**
 * Sections whose screen is built (besides the registries' own pages); the others keep their placeholder. Each
 * screen is its own chunk, fetched on first visit (a failed fetch stays local to the page).
 */
const SCREENS: Partial<Record<string, (scope: ClientScope) => ReactNode>> = {
  main: (scope) =>
    lazyPage(
      () => import('../mainPages/ClientMainPage'),
      ({ ClientMainPage }) => <ClientMainPage registries={scope === 'LKP' ? LKP_REGISTRIES : LKK_REGISTRIES} events={eventsCabinetOf(scope)} />,
    ),
  events: (scope) => lazyPage(() => import('../events/screens/EventsPage'), ({ EventsPage }) => <EventsPage cabinet={eventsCabinetOf(scope)} />),
  reports: (scope) =>
    lazyPage(() => import('../reports/screens/ReportsPage'), ({ ReportsPage }) => <ReportsPage cabinet={scope === 'LKP' ? LKP_REPORTS : LKK_REPORTS} />),
  edo: (scope) => lazyPage(() => import('../edm/screens/EdmPage'), ({ EdmPage }) => <EdmPage cabinet={{ scope }} />),
  tariffs: (scope) => lazyPage(() => import('../tariffs/TariffsPage'), ({ TariffsPage }) => <TariffsPage scope={scope} />),
};

/** The pages of a client cabinet, relative to its prefix. Each section's screen replaces its placeholder. */
export function clientCabinetPages(registries: RegistryCabinet): CabinetPage[] {
  const scope: ClientScope = registries.scope === 'LKP' ? 'LKP' : 'LKK';
  const sections = CLIENT_SECTIONS.filter(({ segment }) => segment !== registries.listSegment).map(({ segment, label }) => ({
    path: segment,
    element: SCREENS[segment]?.(scope) ?? <PlaceholderPage title={label} />,
  }));
  return [...sections, ...registryPages(registries)];
}
