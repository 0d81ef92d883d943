import type { Scope } from '@portal/api';

/** The two client-type cabinets that share one menu and one set of screens (spec §1, §6). */
export type ClientScope = Extract<Scope, 'LKK' | 'LKP'>;
