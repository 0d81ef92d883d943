import type { z } from 'zod';

function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.length ? path.map(String).join('.') : 'тело запроса';
}

/** The value at `path` inside `input`, or undefined when any step is missing. */
function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `ожидается ${issue.expected}`;
    case 'invalid_value':
      return `допустимые значения: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `значение слишком короткое или маленькое (минимум ${String(issue.minimum)})`;
    case 'too_big':
      return `значение слишком длинное или большое (максимум ${String(issue.maximum)})`;
    case 'invalid_format':
      return 'неверный формат';
    case 'unrecognized_keys':
      return `лишние поля: ${issue.keys.join(', ')}`;
    case 'custom':
      // A rule of our own (refine) carries its Russian message.
      return issue.message;
    default:
      return 'неверное значение';
  }
}

/** A Russian message naming the first offending field, e.g. «Неверное поле «scope»: допустимые значения: LKK, LKD». */
export function zodErrorMessage(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Неверные данные запроса';
  if (issue.path.length === 0 && issue.code === 'invalid_type') return 'Тело запроса должно быть JSON-объектом';
  if (valueAt(input, issue.path) === undefined) return `Не заполнено обязательное поле «${fieldName(issue.path)}»`;
  return `Неверное поле «${fieldName(issue.path)}»: ${describeIssue(issue)}`;
}
