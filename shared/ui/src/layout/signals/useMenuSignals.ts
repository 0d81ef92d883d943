import { useQuery } from '../../kit/query';
import type { LucideIcon } from '../../kit/icons';
import { useCurrentUser } from '@portal/platform';
import { EVENT_RED, eventStatusColor } from '../../format';
import type { MenuItem } from '../menuItem';
import { eventIconOf } from './eventIcons';
import { fetchAlertStatus } from './fetchAlertStatus';

/** The bell's red: the red of spec §9. */
export const ALERT_COLOR = EVENT_RED;
const REQUIREMENT_REQUEST = 'REQUIREMENT_REQUEST';

export interface MenuSignalState {
  /** The registries/supplies bell is red. */
  alert: boolean;
  /** Icon and colour of the events entry while an event requests a document; undefined otherwise. */
  events: { icon: LucideIcon | undefined; color: string } | undefined;
}

/**
 * The side menu's live signals for the signed-in user: the alert status (asked only when the menu has a bell that
 * asks it; the debtor's does not, spec §6) and the user's event status and icon.
 */
export function useMenuSignals(items: readonly MenuItem[]): MenuSignalState {
  const user = useCurrentUser();
  const wantsAlerts = items.some((item) => item.signal === 'alerts' && item.asksAlertStatus !== false);
  const scope = user?.scope;
  const alert = useQuery({
    queryKey: ['alertStatus', scope],
    queryFn: fetchAlertStatus,
    enabled: wantsAlerts && scope !== undefined,
    staleTime: 60_000,
  });
  const requesting = user?.eventStatus === REQUIREMENT_REQUEST;
  return {
    alert: alert.data === true,
    events: requesting ? { icon: eventIconOf(user?.iconEvent), color: eventStatusColor(REQUIREMENT_REQUEST) } : undefined,
  };
}
