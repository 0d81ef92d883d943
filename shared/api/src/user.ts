import { z } from 'zod';
import { SCOPES, scopeSchema } from './scopes';

/** User of spec §3, as GET /v2/user returns it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  scope: scopeSchema,
  availableSystems: z.array(scopeSchema),
  shortName: z.string(),
  fio: z.string(),
  inn: z.string(),
  innOrg: z.string(),
  email: z.string(),
  clientId: z.number().int().nullable(),
  debtorId: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
  currentLoginTime: z.string().nullable(),
  previousLoginTime: z.string().nullable(),
  hasActualPassword: z.boolean(),
  eventStatus: z.string().nullable(),
  iconEvent: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Body of PUT /v2/user/{id}/scope. */
export const scopeChangeSchema = z.object({ scope: z.enum(SCOPES) });
export type ScopeChange = z.infer<typeof scopeChangeSchema>;

/** Body of POST /token/update (spec §3 "Token pair for update"). */
export const tokenUpdateSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  username: z.string().min(1),
});
export type TokenUpdate = z.infer<typeof tokenUpdateSchema>;

/** Body of POST log/error. */
export const errorLogSchema = z.object({
  message: z.string().min(1).max(10_000),
  stack: z.string().max(50_000).optional(),
  url: z.string().max(2_000).optional(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;
