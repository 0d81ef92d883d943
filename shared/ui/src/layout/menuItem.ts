import type { LucideIcon } from 'lucide-react';

/** One entry of a cabinet's side menu: an absolute path (e.g. /lkk/main), its Russian label and its icon. */
export interface MenuItem {
  path: string;
  label: string;
  icon: LucideIcon;
}
