import type { Scope, User } from '@portal/api';

/** Cabinets with EDM (spec §2 menus): LKD has none. */
export type EdmScope = Extract<Scope, 'LKK' | 'LKP' | 'LKA'>;

/** The id the EDM filter sends as clientId, as the server gave it. */
export type EdmPartyId = string | number;

/** What a cabinet tells the EDM screens about itself. */
export interface EdmCabinet {
  scope: EdmScope;
}

/**
 * Spec §3/§6: the filter's clientId is the user's clientId (LKK, LKP) or agentId (LKA), kept as sent (the spec does
 * not say it is a number); null when the user has none.
 */
export function edmPartyIdOf(user: Pick<User, 'clientId' | 'debtorId' | 'agentId'>, scope: EdmScope): EdmPartyId | null {
  const id: unknown = scope === 'LKA' ? user.agentId : user.clientId;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}
