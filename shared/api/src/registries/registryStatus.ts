import { z } from '../zod';
import { lenientText } from '../lenient';

/**
 * A registry status as sent: `{code, name}` or just its name (CONTRACT.md). Read as `{code, name}`; a missing name
 * stays '' (a code is never shown: the screens name a known code in Russian, registries/rules/registryState.ts).
 */
export const registryStatusSchema = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.object({ code: lenientText, name: lenientText })]))),
  z.transform((status) => (typeof status === 'string' ? { code: '', name: status } : { code: status?.code ?? '', name: status?.name ?? '' })),
);
export type RegistryStatus = z.infer<typeof registryStatusSchema>;
