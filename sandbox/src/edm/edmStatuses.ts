import type { EdmDirection } from './edmModel';

/** CONTRACT.md "Statuses": the labels per direction, in the order GET /edm/statuses answers them. */
export const EDM_STATUS = {
  requiresSignature: 'Требуется подпись',
  signed: 'Подписан',
  refused: 'Отказано в подписи',
  received: 'Получен',
  onSigning: 'На подписи',
  sent: 'Отправлен',
  counterpartySigned: 'Подписан контрагентом',
  counterpartyRefused: 'Отклонён контрагентом',
} as const;

export const STATUSES_BY_DIRECTION: Record<EdmDirection, readonly string[]> = {
  incoming: [EDM_STATUS.requiresSignature, EDM_STATUS.signed, EDM_STATUS.refused, EDM_STATUS.received],
  outgoing: [EDM_STATUS.onSigning, EDM_STATUS.sent, EDM_STATUS.counterpartySigned, EDM_STATUS.counterpartyRefused],
};

/** Statuses after which nothing more happens; such documents older than ARCHIVE_AFTER_DAYS are in the archive. */
export const FINAL_STATUSES: readonly string[] = [EDM_STATUS.signed, EDM_STATUS.refused, EDM_STATUS.received, EDM_STATUS.counterpartySigned, EDM_STATUS.counterpartyRefused];
export const ARCHIVE_AFTER_DAYS = 90;
