import { Bell, BellRing, CircleAlert, FileWarning, Info, Mail, TriangleAlert, type LucideIcon } from '../../kit/icons';

/** The back end names event icons after Material Design Icons (`mdi-alert`, …): their nearest lucide icons. */
const EVENT_ICONS: Record<string, LucideIcon> = {
  'mdi-alert': TriangleAlert,
  'mdi-alert-outline': TriangleAlert,
  'mdi-alert-circle': CircleAlert,
  'mdi-alert-circle-outline': CircleAlert,
  'mdi-bell': Bell,
  'mdi-bell-alert': BellRing,
  'mdi-bell-ring': BellRing,
  'mdi-file-alert': FileWarning,
  'mdi-email-alert': Mail,
  'mdi-information': Info,
};

/** The icon the user's `iconEvent` names, or undefined when it names none we know. */
export function eventIconOf(name: string | null | undefined): LucideIcon | undefined {
  if (!name) return undefined;
  return EVENT_ICONS[name.trim().toLowerCase()];
}
