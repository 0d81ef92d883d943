import { z } from 'zod/mini';
import { SCOPES } from './scopes';

/** GET /config: identity settings handed to keycloak-js (spec §7). */
export const identityConfigSchema = z.object({
  url: z.string().check(z.minLength(1)),
  realm: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** GET /remotes.json: scope → URL of that cabinet's mf-manifest.json. Ops edit this file to swap a version. */
export const remotesManifestSchema = z.partialRecord(z.enum(SCOPES), z.string().check(z.minLength(1)));
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** GET env: environment flags and branch (spec §4 registry tabs, §1 footer). Shape beyond these is not shown. */
export const envSchema = z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()]));
export type Env = z.infer<typeof envSchema>;

/** GET system/color: light and dark palettes (spec §3 Theme). */
export const paletteSchema = z.record(z.string(), z.string());
export const systemColorsSchema = z.object({ light: paletteSchema, dark: paletteSchema });
export type SystemColors = z.infer<typeof systemColorsSchema>;

/** GET info/systeminfologin: the vocabulary and the back end's version, cached in local storage. */
export const systemInfoSchema = z.object({ i18n: z.record(z.string(), z.string()), version: z.string() });
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** GET /system/page: page permissions plus env, colours and design schema. */
export const systemPageSchema = z.object({
  permissions: z.array(z.string()),
  env: envSchema,
  systemColors: systemColorsSchema,
  designSchema: z.string(),
});
export type SystemPage = z.infer<typeof systemPageSchema>;
