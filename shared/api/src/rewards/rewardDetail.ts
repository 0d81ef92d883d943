import { z } from '../zod';
import { lenientId, lenientText } from '../lenient';
import { rewardSchema } from './rewardListItem';

/** The act or the report of a reward: a file downloaded by `GET binary/{fileId}` (CONTRACT.md). */
export const rewardFileSchema = z.pipe(
  z.object({ fileId: z.optional(z.nullable(lenientId)), id: z.optional(z.nullable(lenientId)), name: lenientText }),
  z.transform((file) => ({ fileId: file.fileId ?? file.id ?? null, name: file.name })),
);
export type RewardFile = { fileId: string | number | null; name: string };

const optionalFile = z.pipe(
  z.catch(z.optional(z.nullable(rewardFileSchema)), null),
  z.transform((file): RewardFile | null => (file && file.fileId !== null ? file : null)),
);

/** Answer of GET …/rewards/{id}/detail (spec §3: reward {id}, act, report). */
export const rewardDetailSchema = z.object({
  reward: rewardSchema,
  act: optionalFile,
  report: optionalFile,
});
export type RewardDetail = z.infer<typeof rewardDetailSchema>;
