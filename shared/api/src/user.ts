import { z } from './zod';
import { booleanOr, lenientId, lenientText, nullableText } from './lenient';
import { SCOPES, scopeSchema, type Scope } from './scopes';

/** An available system: a known scope, else null (dropped from the list by userSchema). */
const availableScope = z.catch(z.nullable(scopeSchema), null);

/**
 * A party id of the user (clientId, debtorId, agentId; spec §3 names them, not their type): a number; a number
 * sent as text is read as that number; other non-empty text is kept as sent (an EDM filter sends it back as it
 * came); absent, null, '' or anything else (an object, a boolean) is none — never a reason to fail the user.
 */
export const partyIdSchema = z.pipe(
  z.catch(z.optional(z.nullable(z.union([z.number(), z.string()]))), null),
  z.transform((value): number | string | null => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const text = value.trim();
    if (text === '') return null;
    return /^\d{1,15}$/.test(text) ? Number(text) : text;
  }),
);

/**
 * User of spec §3, as GET /v2/user returns it (ARCHITECTURE rule 9): only the scope is needed (it decides the
 * cabinet). The id (a number or text, kept as sent) is needed only to switch the scope and is null when absent;
 * username absent is '' (the platform then takes the identity token's login); the rest may be absent, null or a
 * number as a string; unknown fields are ignored and unknown systems dropped.
 */
export const userSchema = z.pipe(
  z.object({
    id: z.pipe(
      z.catch(z.optional(z.nullable(lenientId)), null),
      z.transform((value) => value ?? null),
    ),
    username: lenientText,
    scope: scopeSchema,
    availableSystems: z.optional(z.nullable(z.array(availableScope))),
    shortName: lenientText,
    fio: lenientText,
    inn: lenientText,
    innOrg: lenientText,
    email: lenientText,
    clientId: partyIdSchema,
    debtorId: partyIdSchema,
    agentId: partyIdSchema,
    currentLoginTime: nullableText,
    previousLoginTime: nullableText,
    // Absent means nothing to force: the dialog opens only on an explicit false (spec §4).
    hasActualPassword: booleanOr(true),
    eventStatus: nullableText,
    iconEvent: nullableText,
  }),
  z.transform(({ availableSystems, ...user }) => {
    const known = (availableSystems ?? []).filter((scope): scope is Scope => scope !== null);
    return { ...user, availableSystems: known.length > 0 ? [...new Set(known)] : [user.scope] };
  }),
);
export type User = z.infer<typeof userSchema>;

/** Body of PUT /v2/user/{id}/scope. */
export const scopeChangeSchema = z.strictObject({ scope: z.enum(SCOPES) });
export type ScopeChange = z.infer<typeof scopeChangeSchema>;

/** Body of POST /token/update (spec §3 "Token pair for update"). */
export const tokenUpdateSchema = z.strictObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
});
export type TokenUpdate = z.infer<typeof tokenUpdateSchema>;

/** Body of POST log/error. */
export const errorLogSchema = z.strictObject({
  message: z.string().check(z.minLength(1), z.maxLength(10_000)),
  stack: z.optional(z.string().check(z.maxLength(50_000))),
  url: z.optional(z.string().check(z.maxLength(2_000))),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;
