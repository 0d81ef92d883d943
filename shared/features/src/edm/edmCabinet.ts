import type { Scope, User } from '@portal/api';

/** Cabinets with EDM (spec §2 menus): LKD has none. */
export type EdmScope = Extract<Scope, 'LKK' | 'LKP' | 'LKA'>;

/** What a cabinet tells the EDM screens about itself. */
export interface EdmCabinet {
  scope: EdmScope;
}

/** Spec §6: the filter's clientId is the user's clientId (LKK, LKP) or agentId (LKA); null when the user has none. */
export function edmPartyIdOf(user: Pick<User, 'clientId' | 'debtorId' | 'agentId'>, scope: EdmScope): number | null {
  return (scope === 'LKA' ? user.agentId : user.clientId) ?? null;
}
