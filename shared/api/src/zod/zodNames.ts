/**
 * The zod/mini names the portal's browser code uses, and only those. This list, not zod/mini, is what the
 * federation singleton `@portal/api/zod` holds: a shared module ships whole, so webpack can tree-shake zod
 * only behind a fixed list of ours. A name missing here is a type error where it is used; add it here and to
 * apiVersions.json (adding a name is a minor release of @portal/api, removing one a major: shared/testing/src/exportContract.ts).
 */
export {
  array,
  boolean,
  catch,
  enum,
  gte,
  int,
  iso,
  length,
  literal,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  parse,
  partialRecord,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  superRefine,
  toUpperCase,
  transform,
  trim,
  union,
  unknown,
} from 'zod/mini';
// Types cost nothing at run time: the helpers schemas are written with.
export type { core, infer, ZodMiniType } from 'zod/mini';
