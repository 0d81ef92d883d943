/** Money format of spec §9: thousands separated by a space, decimals after a comma, none when whole; 0 for zero or empty. */

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const normalised = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (normalised === '') return null;
  const parsed = Number(normalised);
  return Number.isFinite(parsed) ? parsed : null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ' ');
}

function formatWithDecimals(value: number | string | null | undefined, decimals: number): string {
  const amount = toNumber(value);
  if (amount === null) return typeof value === 'string' && value.trim() !== '' ? value : '0';
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const isWhole = /^0*$/.test(fraction);
  if (isWhole && /^0+$/.test(whole)) return '0';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${isWhole ? '' : `,${fraction}`}`;
}

/** 1234567.5 → '1 234 567,50'; 1000 → '1 000'; 0, '', null → '0'. A string that is not a number is shown as it is. */
export function formatMoney(value: number | string | null | undefined): string {
  return formatWithDecimals(value, 2);
}

/** The 4-decimal variant: 1234.56789 → '1 234,5679'. */
export function formatMoney4(value: number | string | null | undefined): string {
  return formatWithDecimals(value, 4);
}
