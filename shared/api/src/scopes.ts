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

/** URL prefix of a cabinet: LKK → /lkk. */
export function cabinetPath(scope: Scope): string {
  return `/${scope.toLowerCase()}`;
}
