import { z } from '../zod';
import { booleanOr, lenientText } from '../lenient';

/** Request bodies and answers of generating, financing, signing and the registry actions (spec §7; shapes in CONTRACT.md). */

/** An id the server sent (a supply, a document, a registry): a positive number or a non-empty string, sent back as received. */
export const serverIdSchema = z.union([z.int().check(z.positive()), z.string().check(z.minLength(1))]);
const supplyId = serverIdSchema;
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The two generate types of spec §7: 'registryFile' the registry file alone, 'all' every document for signing. */
export const GENERATE_TYPES = ['all', 'registryFile'] as const;
export type GenerateType = (typeof GENERATE_TYPES)[number];

/**
 * POST {prefix}/{id}/generate?isFinancing= body: the supplies chosen for the registry, and (our addition, CONTRACT.md)
 * the ones chosen for financing and the funding date, which the back end saves with the file.
 */
export const generateRequestSchema = z.strictObject({
  supplies: z.array(supplyId).check(z.minLength(1)),
  type: z.enum(GENERATE_TYPES),
  financing: z.optional(z.array(supplyId)),
  futureFundingDate: z.optional(z.nullable(isoDay)),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** POST {prefix}/{id}/set-all-financing: no body chooses all; `{financing: false}` clears all. */
export const setAllFinancingRequestSchema = z.strictObject({ financing: z.boolean() });
export type SetAllFinancingRequest = z.infer<typeof setAllFinancingRequestSchema>;

/** Spec §6: the signing document id the scope selects. */
export const SIGNING_DOCUMENT_IDS = ['ecp', 'ecpdebtor'] as const;

/** POST {prefix}/{id}/sign: the signing document id and one detached signature (base64) per document for signing. */
export const signRequestSchema = z.strictObject({
  documentId: z.enum(SIGNING_DOCUMENT_IDS),
  signatures: z.array(z.strictObject({ id: supplyId, signature: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

/** POST /sign/check {registryId}. */
export const signCheckRequestSchema = z.strictObject({ registryId: supplyId });
export type SignCheckRequest = z.infer<typeof signCheckRequestSchema>;

/** Its answer: `result` false with a Russian `message` when the registry cannot be signed now. */
export const signCheckAnswerSchema = z.object({ result: booleanOr(true), message: lenientText });
export type SignCheckAnswer = z.infer<typeof signCheckAnswerSchema>;

/** POST {prefix}/{id}/action: the actions the sandbox's registry states allow (named like their permissions). */
export const REGISTRY_ACTIONS = ['send', 'withdraw'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];
export const registryActionRequestSchema = z.strictObject({ action: z.enum(REGISTRY_ACTIONS) });
export type RegistryActionRequest = z.infer<typeof registryActionRequestSchema>;

