import { z } from 'zod/mini';
import { SCOPES, scopeSchema } from './scopes';

/** User of spec §3, as GET /v2/user returns it. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  scope: scopeSchema,
  availableSystems: z.array(scopeSchema),
  shortName: z.string(),
  fio: z.string(),
  inn: z.string(),
  innOrg: z.string(),
  email: z.string(),
  clientId: z.nullable(z.int()),
  debtorId: z.nullable(z.int()),
  agentId: z.nullable(z.int()),
  currentLoginTime: z.nullable(z.string()),
  previousLoginTime: z.nullable(z.string()),
  hasActualPassword: z.boolean(),
  eventStatus: z.nullable(z.string()),
  iconEvent: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** Body of PUT /v2/user/{id}/scope. */
export const scopeChangeSchema = z.object({ scope: z.enum(SCOPES) });
export type ScopeChange = z.infer<typeof scopeChangeSchema>;

/** Body of POST /token/update (spec §3 "Token pair for update"). */
export const tokenUpdateSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
});
export type TokenUpdate = z.infer<typeof tokenUpdateSchema>;

/** Body of POST log/error. */
export const errorLogSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(10_000)),
  stack: z.optional(z.string().check(z.maxLength(50_000))),
  url: z.optional(z.string().check(z.maxLength(2_000))),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;
