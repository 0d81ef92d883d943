import { Bell, ChartColumn, ClipboardList, FileText, House, Tags, type LucideIcon } from 'lucide-react';

/** A section of a client cabinet: its path segment under /lkk or /lkp, its Russian label and icon. */
export interface ClientSection {
  segment: string;
  label: string;
  icon: LucideIcon;
}

/** The client cabinets' menu of spec §2, in its order. */
export const CLIENT_SECTIONS: readonly ClientSection[] = [
  { segment: 'main', label: 'Главная', icon: House },
  { segment: 'reports', label: 'Отчеты', icon: ChartColumn },
  { segment: 'events', label: 'События', icon: Bell },
  { segment: 'edo', label: 'ЭДО', icon: FileText },
  { segment: 'registries', label: 'Заявки', icon: ClipboardList },
  { segment: 'tariffs', label: 'Тарифы', icon: Tags },
];
