import type { ReactNode } from 'react';
import { PlaceholderPage, type CabinetPage } from '@portal/ui';
import { ClientEventsMain, EventsPage, eventsCabinetOf } from '../events';
import type { ClientScope } from './clientScope';
import { CLIENT_SECTIONS } from './clientSections';

/** Sections whose screen is built; the others keep their placeholder. */
const SCREENS: Partial<Record<string, (scope: ClientScope) => ReactNode>> = {
  main: (scope) => <ClientEventsMain cabinet={eventsCabinetOf(scope)} />,
  events: (scope) => <EventsPage cabinet={eventsCabinetOf(scope)} />,
};

/** The pages of a client cabinet, relative to its prefix. Each section's screen replaces its placeholder. */
export function clientCabinetPages(scope: ClientScope): CabinetPage[] {
  return CLIENT_SECTIONS.map(({ segment, label }) => ({ path: segment, element: SCREENS[segment]?.(scope) ?? <PlaceholderPage title={label} /> }));
}
