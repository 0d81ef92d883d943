/**
 * How much of a length limit a text uses, measured as the form's schema measures it (`trim`: blanks around the text
 * do not count, as the schemas of reasons have it), so the counter and the rule never disagree.
 */
export function lengthCount(text: string, max: number, { trim = true }: { trim?: boolean } = {}): { used: number; over: boolean; label: string } {
  const used = (trim ? text.trim() : text).length;
  return { used, over: used > max, label: `${used} из ${max}` };
}

/** The limit's own message, as the forms' schemas give it. */
export function tooLongText(max: number): string {
  return `Не более ${max} символов`;
}
