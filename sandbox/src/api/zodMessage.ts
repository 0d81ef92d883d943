import type { z } from 'zod';

function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.length ? path.map(String).join('.') : 'тело запроса';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'обязательное поле не заполнено' : `ожидается ${issue.expected}`;
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
    default:
      return 'неверное значение';
  }
}

/** A Russian message naming the first offending field, e.g. «Неверное поле «scope»: допустимые значения: LKK, LKD». */
export function zodErrorMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Неверные данные запроса';
  if (issue.path.length === 0 && issue.code === 'invalid_type') return 'Тело запроса должно быть JSON-объектом';
  return `Неверное поле «${fieldName(issue.path)}»: ${describeIssue(issue)}`;
}
