import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { REGISTRY_CATEGORIES, REGISTRY_SOURCES } from '../world/worldTypes';

/** Sortable columns of the registry list (CONTRACT.md); create_date is the spec's default. */
export const REGISTRY_SORT_FIELDS = ['create_date', 'number', 'status', 'amount', 'debtor'] as const;
export type RegistrySortField = (typeof REGISTRY_SORT_FIELDS)[number];

/** POST {prefix}: the registry list filter of spec §3, strict. */
export const listFilterCheck = z.strictObject({
  sortBy: z.enum(REGISTRY_SORT_FIELDS),
  sortDesc: z.boolean(),
  page: z.number().int().min(0),
  size: z.number().int().min(1).max(500),
  pagination: z.boolean(),
  source: z.enum(REGISTRY_SOURCES).nullable().optional(),
  category: z.enum(REGISTRY_CATEGORIES).nullable().optional(),
  total: z.number().int().min(0).optional(),
});

export type ListFilter = z.infer<typeof listFilterCheck>;

/** POST {prefix}/create (CONTRACT.md "Create"), strict. */
export const createRegistryCheck = z.strictObject({
  category: z.enum(REGISTRY_CATEGORIES),
  debtorId: idInput.nullable(),
  contractFactExternalId: z.string().min(1).nullable(),
});
