import { EDM_STATUS_ON_SIGNING, EDM_STATUS_REQUIRES_SIGNATURE } from '@portal/api';

/** Badge palette per status label: what needs the user orange/blue, done green, refused red, the rest gray. */
export function statusPalette(status: string): string {
  if (status === EDM_STATUS_REQUIRES_SIGNATURE) return 'orange';
  if (status === EDM_STATUS_ON_SIGNING) return 'blue';
  if (/отказ|отклон/i.test(status)) return 'red';
  if (/подписан|отправлен|получен/i.test(status)) return 'green';
  return 'gray';
}
