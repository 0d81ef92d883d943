import { ClipboardList, FileText, HandCoins } from '@portal/ui/icons';
import type { MenuItem } from '@portal/ui';

/** The agent cabinet's side menu (spec §2), in its order. /lka/main is a route without a menu entry. */
export const LKA_MENU: MenuItem[] = [
  { path: '/lka/supplies', label: 'Заявки', icon: ClipboardList, signal: 'alerts', asksAlertStatus: true },
  { path: '/lka/reward', label: 'Вознаграждения', icon: HandCoins },
  { path: '/lka/edo', label: 'ЭДО', icon: FileText },
];
