import { SCOPES, type Scope } from './scopeNames';
import { z } from './zod';

export { CABINET_LANDING, SCOPES, type Scope } from './scopeNames';

/** The two client-type cabinets, which share one menu and one set of screens (spec §1, §2, §6). */
export type ClientScope = Extract<Scope, 'LKK' | 'LKP'>;

export const scopeSchema = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.enum(SCOPES),
);

export function parseScope(value: unknown): Scope | null {
  const result = scopeSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Cabinet names of the account switch (spec §2). */
export const CABINET_NAMES: Record<Scope, string> = {
  LKK: 'Кабинет поставщика',
  LKD: 'Кабинет дебитора',
  LKA: 'Кабинет агента',
  LKP: 'Кабинет принципала',
};


/** Header logo target of each cabinet (spec §2 Side menus). */
export const CABINET_HOME: Record<Scope, string> = {
  LKK: '/lkk/main',
  LKD: '/lkd/critical',
  LKA: '/lka/supplies',
  LKP: '/lkp/main',
};

/**
 * What the spec rules per scope for code that knows the signed-in user's scope but no cabinet's descriptor: the shell
 * (header, settings dialog), the kit and the platform it uses, and the sandbox. A cabinet's own screens take their
 * behaviour from the area's descriptor instead. Read by key: shared code never compares scope names (lint).
 */
export interface ScopeRules {
  /** Spec §2, §7: the user has a factoring limit, asked by POST /lkk/user/limits and shown in the header and on the main page. */
  factoringLimits: boolean;
  /** Spec §5 "Adding a certificate": the certificate must also hold the organisation's INN (every scope but the agent's). */
  certificateHoldsOrganisationInn: boolean;
}

export const SCOPE_RULES: Record<Scope, ScopeRules> = {
  LKK: { factoringLimits: true, certificateHoldsOrganisationInn: true },
  LKD: { factoringLimits: false, certificateHoldsOrganisationInn: true },
  LKA: { factoringLimits: false, certificateHoldsOrganisationInn: false },
  LKP: { factoringLimits: true, certificateHoldsOrganisationInn: true },
};

/** URL prefix of a cabinet: LKK → /lkk. */
export function cabinetPath(scope: Scope): string {
  return `/${scope.toLowerCase()}`;
}
