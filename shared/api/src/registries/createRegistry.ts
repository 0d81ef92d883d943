import { z } from '../zod';
import { lenientId } from '../lenient';
import { REGISTRY_CATEGORIES } from './registryListFilter';

/** Body of POST {prefix}/create (CONTRACT.md), strict. 'Все' is `debtorId: null`. */
export const createRegistryRequestSchema = z.strictObject({
  category: z.enum(REGISTRY_CATEGORIES),
  debtorId: z.nullable(z.number()),
  contractFactExternalId: z.nullable(z.string()),
});
export type CreateRegistryRequest = z.infer<typeof createRegistryRequestSchema>;

/** The created registry: only its id is read (to open it). */
export const createdRegistrySchema = z.object({ id: lenientId });
