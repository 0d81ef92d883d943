import type { Supply, ValidationError } from '@portal/api';

/** What says a supply is invalid, besides the supply itself (CONTRACT.md "Invalid supplies"). */
export interface InvalidityClues {
  /** The registry's `invalided` (spec §3): it holds invalid supplies. */
  invalided: boolean;
  /** Ids of the supplies GET /errorValidation/get/{id} names (as text). */
  named: ReadonlySet<string>;
}

/** The supplies the validation errors name: a row's `supplyId`, else its `id`. */
export function suppliesNamedByErrors(errors: readonly ValidationError[]): Set<string> {
  const named = new Set<string>();
  for (const error of errors) {
    const id = error.supplyId ?? error.id;
    if (id !== null && id !== '') named.add(String(id));
  }
  return named;
}

/**
 * Spec §4 "invalid supplies move to the top", from spec fields: a supply a validation error names, or, in a registry
 * the server marks `invalided`, one the debtor has not verified (`verificationDebtor` false). A server's own
 * `invalid: true` (not in §3) counts too.
 */
export function isInvalidSupply(supply: Pick<Supply, 'id' | 'invalid' | 'verificationDebtor'>, clues: InvalidityClues): boolean {
  return supply.invalid || clues.named.has(String(supply.id)) || (clues.invalided && !supply.verificationDebtor);
}

/** The supplies with `invalid` set as decided above (the grid, the order and "all to financing" read it). */
export function withInvalidity(supplies: readonly Supply[], clues: InvalidityClues): readonly Supply[] {
  // Without clues every supply keeps its own flag: no pass over 10 000 rows before the first one is shown.
  if (!clues.invalided && clues.named.size === 0) return supplies;
  return supplies.map((supply) => {
    const invalid = isInvalidSupply(supply, clues);
    return invalid === supply.invalid ? supply : { ...supply, invalid };
  });
}
