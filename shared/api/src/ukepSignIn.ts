import { z } from './zod';

/** GET /sign/message: the text to sign for a УКЭП sign-in (one use, a few minutes). */
export const signMessageSchema = z.object({ message: z.string().check(z.minLength(1)) });
export type SignMessage = z.infer<typeof signMessageSchema>;

/** Body of POST /sign/checkMsg: the message and its detached signature (base64). */
export const checkMessageSchema = z.strictObject({ message: z.string().check(z.minLength(1)), signature: z.string().check(z.minLength(1)) });
export type CheckMessage = z.infer<typeof checkMessageSchema>;

/**
 * Answer of POST /sign/checkMsg (not shown by the spec): the login hint that completes the identity provider's
 * sign-in for that user. Ours, so optional: without it the ordinary login page is shown (BEYOND_SPEC.md).
 */
export const checkMessageAnswerSchema = z.object({ loginHint: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) });
export type CheckMessageAnswer = z.infer<typeof checkMessageAnswerSchema>;
