import { SCOPES, type Scope } from './scopeNames';
import { z } from './zod';

export { SCOPES, type Scope } from './scopeNames';

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
