/**
 * Where the contract is silent the sandbox varies its registry answers, always the same way for the same id
 * (ARCHITECTURE rule 8), so the portal's tolerant parsing is exercised without flaky tests:
 *
 * | answer | variant |
 * |---|---|
 * | list item | `status` as the bare Russian name when id % 7 = 0; `amount` as a string when id % 5 = 0; extra `branch`, `updatedAt` |
 * | supply | `supplyAmount` as a string when id % 9 = 0; extra `deferralDays`, `updDocument.document.id` |
 * | detail | `alllimit` as a string for odd registry ids; extra `registry.contractFactExternalId` |
 * | dictionary entry | `debtorId` as a string for every third entry; extra `contractFactDate`, `debtorInn` |
 * | delete document | 204 without a body for even document ids, 200 `{message}` for odd ones |
 * | DELETE /common/delete/{id} | 200 with an empty body |
 */

/** A number as the string a Java back end might send ("1500000.00"). */
export function decimalText(value: number): string {
  return value.toFixed(2);
}

export function amountVariant(id: number, value: number, every: number): number | string {
  return id % every === 0 ? decimalText(value) : value;
}
