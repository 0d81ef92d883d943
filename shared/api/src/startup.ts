import { z } from './zod';
import { booleanOr, lenientText, nullableNumber } from './lenient';
import { checkRemotesFile, type RemotesFile } from './remotes';

/** GET /config: identity settings handed to keycloak-js (spec §7). */
export const identityConfigSchema = z.object({
  url: z.string().check(z.minLength(1)),
  realm: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
  /** The bank-branch word of the standalone registry detail route (spec §2); the platform has a default. */
  registryBranchSegment: z.optional(z.string()),
  /** Where the back end's four-field password change action is, under /api/ (decision 0038); the host has a default. */
  passwordChangePath: z.optional(z.string()),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/**
 * GET /remotes.json: scope → URL of that cabinet's mf-manifest.json, or a roll-out with a canary share and a
 * fallback (decision 0042). Ops edit this file to swap a version. Checked without zod (./remotes).
 */
export type RemotesManifest = RemotesFile;

/** The file checked; a bad entry throws, named (e.g. `LKK.canary.percent must be a whole number from 0 to 100`). */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const checked = checkRemotesFile(json);
  if (!checked.ok) throw new Error(`/remotes.json ${checked.message}`);
  return checked.value;
}

/** GET env: environment flags and branch (spec §4 registry tabs, §1 footer). Any value type is kept; readers check. */
export const envSchema = z.record(z.string(), z.unknown());
export type Env = z.infer<typeof envSchema>;

/** Key → text; a value that is not text (or is blank) is left out rather than failing the whole answer. */
const textEntriesSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((entries) => Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''))),
);

/** Colour name → CSS colour; a colour that is not text is left out rather than failing the theme. */
export const paletteSchema = textEntriesSchema;

/**
 * GET i18n (also i18n of GET info/systeminfologin): key → Russian text. The spec names neither keys nor shape; an
 * entry that is not text is left out (its fallback text is shown) rather than losing every text of the dictionary.
 */
export const vocabularySchema = textEntriesSchema;

/**
 * GET system/color (also systemColors of GET /system/page): light and dark palettes plus the theme switches of
 * spec §3. The spec does not name the switches' fields; the portal reads these (shared/api/src/CONTRACT.md).
 */
export const systemColorsSchema = z.object({
  light: z.catch(paletteSchema, {}),
  dark: z.catch(paletteSchema, {}),
  logoWidth: z.catch(nullableNumber, null),
  logoHeight: z.catch(nullableNumber, null),
  animation: z.catch(booleanOr(true), true),
  dialogWhiteText: z.catch(booleanOr(false), false),
});
export type SystemColors = z.infer<typeof systemColorsSchema>;

/** GET info/systeminfologin: the vocabulary and the back end's version, cached in local storage. */
export const systemInfoSchema = z.object({
  i18n: z.catch(vocabularySchema, {}),
  version: lenientText,
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/**
 * GET /system/page (spec §6, §7): page permissions (shape not shown, so not read) with env, systemColors and
 * designSchema, each optional: a part that is missing or unreadable is taken from its own start-up call.
 */
export const systemPageSchema = z.object({
  env: z.catch(z.optional(envSchema), undefined),
  systemColors: z.catch(z.optional(systemColorsSchema), undefined),
  designSchema: z.catch(z.optional(z.string()), undefined),
});
export type SystemPage = z.infer<typeof systemPageSchema>;
