import type { Supply, ValidationError } from '@portal/api';

/**
 * Russian names of the fields a validation row may name (GET /errorValidation/get/{id} `field`): the supply's
 * columns and the header's. A code not listed is not shown (a person cannot act on it); the message still is.
 */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  dueDate: 'Срок оплаты',
  supplyDate: 'Дата поставки',
  shipDate: 'Дата отгрузки',
  supplyAmount: 'Сумма поставки',
  amount: 'Сумма',
  debtorInn: 'ИНН дебитора',
  debtor: 'Дебитор',
  supplierInn: 'ИНН поставщика',
  contractFactNum: 'Номер договора',
  contractFactDate: 'Дата договора',
  contractNum: 'Номер договора',
  updDocument: 'УПД',
  updNumber: 'Номер УПД',
  updDate: 'Дата УПД',
  invoiceNumber: 'Номер счёта-фактуры',
  invoiceDate: 'Дата счёта-фактуры',
  verificationDebtor: 'Подтверждение дебитором',
  financing: 'Финансирование',
  futureFundingDate: 'Дата финансирования',
  vat: 'НДС',
  vatAmount: 'Сумма НДС',
};

/** The field's Russian name, or null for a code we do not know. */
export function fieldName(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return null;
  return FIELD_NAMES[trimmed] ?? FIELD_NAMES[trimmed.charAt(0).toLowerCase() + trimmed.slice(1)] ?? null;
}

/** Which supply the row is about, as the user sees it in the table: its УПД, else the id the table shows (SupplyRow). */
export function supplyLabel(supplyId: string | number | null, supplies: readonly Supply[]): string | null {
  if (supplyId === null || supplyId === '') return null;
  const supply = supplies.find((candidate) => String(candidate.id) === String(supplyId));
  const name = supply?.updDocument?.document?.name;
  return name ? `Поставка «${name}»` : `Поставка № ${supplyId}`;
}

/**
 * One validation row in words: where (the supply), which field (its Russian name, unless the message already
 * says it) and what is wrong — «Поставка «УПД № 12»: Срок оплаты раньше даты поставки», never «dueDate: …».
 */
export function validationErrorText(error: ValidationError, supplies: readonly Supply[]): string {
  const where = supplyLabel(error.supplyId ?? error.id, supplies);
  const name = fieldName(error.field);
  const message = error.message.trim() || 'ошибка в данных';
  const says = name !== null && message.toLowerCase().includes(name.toLowerCase());
  const what = name && !says ? `поле «${name}» — ${message}` : message;
  return where ? `${where}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
}

/** What to fix after a refused send, from the check results: the supplies named, at most `limit` of them. */
export function sendRefusalHint(errors: readonly ValidationError[], supplies: readonly Supply[], limit = 3): string | null {
  if (errors.length === 0) return null;
  const places = [...new Set(errors.map((error) => supplyLabel(error.supplyId ?? error.id, supplies)).filter((label): label is string => label !== null))];
  const named = places.slice(0, limit).join(', ');
  const more = places.length > limit ? ` и ещё ${places.length - limit}` : '';
  return places.length > 0
    ? `Исправьте данные: ${named}${more} — подробности в разделе «Проверки», такие поставки отмечены «Ошибка в данных».`
    : 'Исправьте данные, перечисленные в разделе «Проверки».';
}
