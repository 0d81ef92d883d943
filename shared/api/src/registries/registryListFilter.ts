import { z } from '../zod';

/** Source values of the registry list filter (spec §3). */
export const REGISTRY_SOURCES = ['Дебитор', 'Фактор', 'Клиент'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];

/** Registry categories (spec §3). */
export const REGISTRY_CATEGORIES = ['AGENT', 'MAIN'] as const;
export type RegistryCategory = (typeof REGISTRY_CATEGORIES)[number];

/** Page sizes the list offers (CONTRACT.md; the spec does not show them) and the default. */
export const REGISTRY_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_REGISTRY_PAGE_SIZE = 20;

/** Sortable columns of the list (CONTRACT.md); create_date descending is the spec's default (§9). */
export const REGISTRY_SORT_FIELDS = ['create_date', 'number', 'status', 'amount', 'debtor'] as const;
export type RegistrySortField = (typeof REGISTRY_SORT_FIELDS)[number];
export const DEFAULT_REGISTRY_SORT: RegistrySortField = 'create_date';

/** Body of POST {prefix} (spec §3 "Registry list filter"), strict. */
export const registryListFilterSchema = z.strictObject({
  sortBy: z.enum(REGISTRY_SORT_FIELDS),
  sortDesc: z.boolean(),
  page: z.number().check(z.int(), z.gte(0)),
  size: z.number().check(z.int(), z.gte(1)),
  pagination: z.boolean(),
  source: z.optional(z.nullable(z.enum(REGISTRY_SOURCES))),
  category: z.optional(z.nullable(z.enum(REGISTRY_CATEGORIES))),
  total: z.optional(z.number()),
});
export type RegistryListFilter = z.infer<typeof registryListFilterSchema>;
