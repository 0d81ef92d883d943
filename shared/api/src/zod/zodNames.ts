/**
 * The zod/mini names the portal's browser code uses, and only those. This list, not zod/mini, is what the
 * federation singleton `@portal/api/zod` holds: a shared module ships whole, so webpack can tree-shake zod
 * only behind a fixed list of ours. A name missing here is a type error where it is used; add it here and to
 * zodVersions.json (adding a name is a new patch release of @portal/api while it is 0.x, removing one a minor).
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
