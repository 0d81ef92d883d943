import type { Scope, User } from '@portal/api';

/** Cabinets with EDM (spec §2 menus): LKD has none. */
export type EdmScope = Extract<Scope, 'LKK' | 'LKP' | 'LKA'>;

/** The id the EDM filter sends as clientId, as the server gave it. */
export type EdmPartyId = string | number;

/** What a cabinet tells the EDM screens about itself. */
export interface EdmCabinet {
  scope: EdmScope;
  /** Spec §3/§6: which of the user's ids the EDM filter sends as clientId: clientId (LKK, LKP) or agentId (LKA). */
  partyIdField: 'clientId' | 'agentId';
}

/**
 * Spec §3/§6: the filter's clientId is the user's id the cabinet names (`partyIdField`), kept as sent (the spec does
 * not say it is a number); null when the user has none.
 */
export function edmPartyIdOf(user: Pick<User, 'clientId' | 'debtorId' | 'agentId'>, cabinet: Pick<EdmCabinet, 'partyIdField'>): EdmPartyId | null {
  const id: unknown = user[cabinet.partyIdField];
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}
