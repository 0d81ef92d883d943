import type { Supply } from '@portal/api';

/** What the verification column says, and whether it is an error. */
export function verificationText(supply: Pick<Supply, 'invalid' | 'verificationDebtor'>): { text: string; error: boolean } {
  if (supply.invalid) return { text: 'Ошибка в данных', error: true };
  return supply.verificationDebtor ? { text: 'Подтверждена дебитором', error: false } : { text: 'Не подтверждена', error: false };
}
