import type { z } from '../../zod';

type Def = { type: string; shape?: Record<string, z.core.$ZodType>; in?: z.core.$ZodType; out?: z.core.$ZodType; innerType?: z.core.$ZodType; options?: readonly z.core.$ZodType[]; element?: z.core.$ZodType; valueType?: z.core.$ZodType };

/**
 * Every field name an answer schema reads, nested ones included (an object's keys, through lists, pipes, unions,
 * optional, nullable and caught parts), each once, in the order met. Keys of a record are data, not field names.
 */
export function answerFieldNames(schema: z.core.$ZodType): string[] {
  const names = new Set<string>();
  const walk = (node: z.core.$ZodType | undefined) => {
    if (!node) return;
    const def = node._zod.def as unknown as Def;
    if (def.type === 'object' && def.shape) {
      for (const [name, field] of Object.entries(def.shape)) {
        names.add(name);
        walk(field);
      }
    }
    walk(def.in);
    walk(def.out);
    walk(def.innerType);
    walk(def.element);
    walk(def.valueType);
    for (const option of def.options ?? []) walk(option);
  };
  walk(schema);
  return [...names];
}

/** The text of the spec's `## N.` sections named (e.g. ['3', '7']), joined. */
export function sectionsOf(spec: string, numbers: readonly string[]): string {
  return spec
    .split(/^(?=## )/m)
    .filter((section) => numbers.some((number) => section.startsWith(`## ${number}.`)))
    .join('\n');
}

/** The names neither named in the spec text as a whole word nor in the catalogue's names. */
export function fieldsOutside(names: readonly string[], specText: string, catalogue: ReadonlySet<string>): string[] {
  const named = (name: string) => new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(specText);
  return [...new Set(names)].filter((name) => !catalogue.has(name) && !named(name));
}
