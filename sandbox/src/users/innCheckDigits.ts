/**
 * Check digits of a Russian taxpayer number (ИНН): 10 digits for an organisation, 12 for a person.
 * Each check digit is a weighted sum of the preceding digits, modulo 11, modulo 10.
 */
const ORG_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

function toDigits(value: string): number[] {
  return [...value].map(Number);
}

/** Appends the check digit to the first 9 digits of an organisation's INN. */
export function completeOrganisationInn(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error(`expected 9 digits, got "${first9}"`);
  return first9 + checkDigit(toDigits(first9), ORG_WEIGHTS);
}

/** Appends both check digits to the first 10 digits of a person's INN. */
export function completePersonalInn(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new Error(`expected 10 digits, got "${first10}"`);
  const eleventh = checkDigit(toDigits(first10), PERSON_WEIGHTS_11);
  const first11 = first10 + eleventh;
  return first11 + checkDigit(toDigits(first11), PERSON_WEIGHTS_12);
}

/** True when the value is a 10-digit organisation INN or a 12-digit personal INN with correct check digits. */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) return completeOrganisationInn(value.slice(0, 9)) === value;
  if (/^\d{12}$/.test(value)) return completePersonalInn(value.slice(0, 10)) === value;
  return false;
}
