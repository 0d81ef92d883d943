import type { ReactNode } from 'react';
import { PlaceholderPage, type CabinetPage } from '@portal/ui';
import { EdmPage } from '../edm';
import { EventsPage, eventsCabinetOf } from '../events';
import { ClientMainPage } from '../mainPages';
import { TariffsPage } from '../tariffs';
import { LKK_REGISTRIES, LKP_REGISTRIES, registryPages, type RegistryCabinet } from '../registries';
import { LKK_REPORTS, LKP_REPORTS, ReportsPage } from '../reports';
import type { ClientScope } from './clientScope';
import { CLIENT_SECTIONS } from './clientSections';

/** Sections whose screen is built (besides the registries' own pages); the others keep their placeholder. */
const SCREENS: Partial<Record<string, (scope: ClientScope) => ReactNode>> = {
  main: (scope) => <ClientMainPage registries={scope === 'LKP' ? LKP_REGISTRIES : LKK_REGISTRIES} events={eventsCabinetOf(scope)} />,
  events: (scope) => <EventsPage cabinet={eventsCabinetOf(scope)} />,
  reports: (scope) => <ReportsPage cabinet={scope === 'LKP' ? LKP_REPORTS : LKK_REPORTS} />,
  edo: (scope) => <EdmPage cabinet={{ scope }} />,
  tariffs: (scope) => <TariffsPage scope={scope} />,
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
