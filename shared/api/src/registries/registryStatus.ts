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

/** The registry state codes of the contract (CONTRACT.md; spec §4: "other registry states are not shown"). */
export type RegistryStatusCode = 'DRAFT' | 'ON_CHECK' | 'SIGNED' | 'SENT_TO_FACTOR' | 'FINANCED' | 'REJECTED';

/** The contract's Russian name of each state code: what the back end sends beside the code, and shows for it. */
export const REGISTRY_STATUS_NAMES: Readonly<Record<RegistryStatusCode, string>> = {
  DRAFT: 'Черновик',
  ON_CHECK: 'На проверке',
  SIGNED: 'Подписан',
  SENT_TO_FACTOR: 'Отправлен фактору',
  FINANCED: 'Профинансирован',
  REJECTED: 'Отклонён',
};
