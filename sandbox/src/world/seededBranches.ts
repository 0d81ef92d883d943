/**
 * Registries seeded to reach each branch of the duplicate check (spec §4) and the agent parameter check, with fixed
 * ids so tests and sandbox/README.md can name them. Every other seeded registry is numbered from 1001.
 */
export const SEEDED_BRANCHES = {
  /** supplier: error 0 with duplicates (three УПД already in the supplier's registry 1001). */
  duplicates: 7001,
  /** supplier: error 2001 «В реестре указаны неверные данные»; GET /errorValidation/get lists the errors. */
  wrongData: 7002,
  /** supplier: error 0, no duplicates, valid original documents, not validated: the portal generates the registry. */
  generate: 7003,
  /** supplier: error 0, no duplicates, already validated: the portal only reloads. */
  validated: 7004,
  /** supplier: 10 000 supplies. */
  large: 7005,
  /** agent: checkSupplyParam answers false (the contract was not passed to the factor). */
  agentParamsMissing: 7101,
  /** agent: checkSupplyParam answers true. */
  agentParamsPassed: 7102,
} as const;

/** The supplier's registry whose УПД numbers 7001 repeats. */
export const DUPLICATED_REGISTRY_ID = 1001;

export const LARGE_REGISTRY_SUPPLIES = 10_000;
