/**
 * The portal's one door to lucide-react icons, shared as a versioned singleton like the Chakra entry: each icon
 * and lucide's base component are downloaded once per page, whichever container draws them.
 * Adding a name is a minor release of @portal/ui, removing one a major release (see kitVersions.json).
 */
export {
  Bell,
  BellRing,
  CalendarDays,
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleUserRound,
  ClipboardList,
  Download,
  FileText,
  FileWarning,
  HandCoins,
  House,
  Info,
  Mail,
  Siren,
  Tags,
  Trash2,
  TriangleAlert,
  Upload,
} from 'lucide-react';
export type { LucideIcon, LucideProps } from 'lucide-react';
