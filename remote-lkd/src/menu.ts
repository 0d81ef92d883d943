import { Bell, ChartColumn, ClipboardList, Siren } from '@portal/ui/icons';
import type { MenuItem } from '@portal/ui';

/** The debtor cabinet's side menu (spec §2), in its order. */
export const LKD_MENU: MenuItem[] = [
  { path: '/lkd/critical', label: 'Главная', icon: Siren },
  { path: '/lkd/supplies', label: 'Заявки', icon: ClipboardList, signal: 'alerts', asksAlertStatus: false },
  { path: '/lkd/reports', label: 'Отчеты', icon: ChartColumn },
  { path: '/lkd/events', label: 'События', icon: Bell, signal: 'events' },
];
