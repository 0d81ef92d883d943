import { Bell, ChartColumn, ClipboardList, FileText, House, Tags } from '@portal/ui/icons';
import type { MenuItem } from '@portal/ui';

/** The LKP side menu: the client cabinets' sections of spec §2, in their order. */
export const LKP_MENU: MenuItem[] = [
  { path: '/lkp/main', label: 'Главная', icon: House },
  { path: '/lkp/reports', label: 'Отчеты', icon: ChartColumn },
  { path: '/lkp/events', label: 'События', icon: Bell, signal: 'events' },
  { path: '/lkp/edo', label: 'ЭДО', icon: FileText },
  { path: '/lkp/registries', label: 'Заявки', icon: ClipboardList, signal: 'alerts', asksAlertStatus: true },
  { path: '/lkp/tariffs', label: 'Тарифы', icon: Tags },
];
