import { Bell, ChartColumn, ClipboardList, FileText, House, Tags } from '@portal/ui/icons';
import type { MenuItem } from '@portal/ui';

/** The LKK side menu: the client cabinets' sections of spec §2, in their order. */
export const LKK_MENU: MenuItem[] = [
  { path: '/lkk/main', label: 'Главная', icon: House },
  { path: '/lkk/reports', label: 'Отчеты', icon: ChartColumn },
  { path: '/lkk/events', label: 'События', icon: Bell, signal: 'events' },
  { path: '/lkk/edo', label: 'ЭДО', icon: FileText },
  { path: '/lkk/registries', label: 'Заявки', icon: ClipboardList, signal: 'alerts', asksAlertStatus: true },
  { path: '/lkk/tariffs', label: 'Тарифы', icon: Tags },
];
