import type { Scope } from '@portal/api';

/** GET /api/system/page permissions per cabinet; the real shape is not shown by the spec (§6). */
export const PAGE_PERMISSIONS: Record<Scope, string[]> = {
  LKK: ['main', 'reports', 'events', 'registries', 'edo', 'tariffs'],
  LKP: ['main', 'reports', 'events', 'registries', 'edo', 'tariffs'],
  LKD: ['critical', 'supplies', 'reports', 'events'],
  LKA: ['supplies', 'reward', 'edo'],
};
