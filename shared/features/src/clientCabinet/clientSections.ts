import { Bell, ChartColumn, ClipboardList, FileText, House, Tags, type LucideIcon } from '@portal/ui/icons';
import type { MenuSignal } from '@portal/ui';

/** A section of a client cabinet: its path segment under /lkk or /lkp, its Russian label and icon. */
export interface ClientSection {
  segment: string;
  label: string;
  icon: LucideIcon;
  signal?: MenuSignal;
}

/** The client cabinets' menu of spec §2, in its order. */
export const CLIENT_SECTIONS: readonly ClientSection[] = [
  { segment: 'main', label: 'Главная', icon: House },
  { segment: 'reports', label: 'Отчеты', icon: ChartColumn },
  { segment: 'events', label: 'События', icon: Bell, signal: 'events' },
  { segment: 'edo', label: 'ЭДО', icon: FileText },
  { segment: 'registries', label: 'Заявки', icon: ClipboardList, signal: 'alerts' },
  { segment: 'tariffs', label: 'Тарифы', icon: Tags },
];
