import type { SessionDraft } from './sessionDraft';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const KEPT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', '']);

/** Named fields whose value can be kept: text fields, text areas and selects; never passwords or hidden values. */
function keptFields(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('textarea[name], select[name], input[name]')].filter((field) => {
    if (field instanceof HTMLInputElement) return KEPT_INPUT_TYPES.has((field.getAttribute('type') ?? '').toLowerCase());
    return true;
  });
}

/** What the user entered in `root`: named fields' values and the names of chosen files. */
export function snapshotFields(root: ParentNode): Pick<SessionDraft, 'fields' | 'files'> {
  const fields: Record<string, string> = {};
  for (const field of keptFields(root)) fields[field.name] = field.value;
  const files = [...root.querySelectorAll<HTMLInputElement>('input[type="file"]')].flatMap((input) => [...(input.files ?? [])].map((file) => file.name));
  return { fields, files };
}

/**
 * Puts the values back as if typed: through the element's own value setter and an input and change event, so the
 * form library (react-hook-form, React's onChange) sees them. Answers the fields not filled yet: a select whose
 * option has not arrived (its list is still loading) or a field not on screen yet, for another try.
 */
export function restoreFields(root: ParentNode, fields: Record<string, string>): Record<string, string> {
  const left: Record<string, string> = { ...fields };
  for (const field of keptFields(root)) {
    const value = fields[field.name];
    if (value === undefined) continue;
    if (field.value !== value) {
      if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    delete left[field.name];
  }
  return left;
}
