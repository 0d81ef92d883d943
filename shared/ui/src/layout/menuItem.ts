import type { LucideIcon } from '../kit/icons';

/**
 * A live signal on a side-menu entry (spec §2):
 * - `alerts`: a bell beside the registries/supplies entry, red when POST /getAlertStatus answers true;
 * - `events`: the events entry takes the user's event icon and the status colour when eventStatus is
 *   REQUIREMENT_REQUEST.
 */
export type MenuSignal = 'alerts' | 'events';

/** One entry of a cabinet's side menu: an absolute path (e.g. /lkk/main), its Russian label and its icon. */
export interface MenuItem {
  path: string;
  label: string;
  icon: LucideIcon;
  signal?: MenuSignal;
  /**
   * With the `alerts` signal: whether POST /getAlertStatus is asked for the bell (the default). false keeps the bell
   * muted without asking (spec §6: the alert check is skipped for the debtor's cabinet).
   */
  asksAlertStatus?: boolean;
}
