import { z } from '../zod';
import { lenientId } from '../lenient';
import { serverIdSchema } from './registryActionRequests';
import { REGISTRY_CATEGORIES } from './registryListFilter';

/** Body of POST {prefix}/create (CONTRACT.md), strict: one debtor and one contract (null only where the cabinet has no dictionary). */
export const createRegistryRequestSchema = z.strictObject({
  category: z.enum(REGISTRY_CATEGORIES),
  debtorId: z.nullable(serverIdSchema),
  contractFactExternalId: z.nullable(z.string()),
});
export type CreateRegistryRequest = z.infer<typeof createRegistryRequestSchema>;

/** The created registry: only its id is read (to open it); any 2xx is success, so an answer without one reads as null. */
export const createdRegistrySchema = z.pipe(
  z.catch(z.object({ id: z.catch(z.optional(z.nullable(lenientId)), null) }), { id: null }),
  z.transform((answer) => ({ id: answer.id ?? null })),
);
