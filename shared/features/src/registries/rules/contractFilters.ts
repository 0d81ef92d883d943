import type { DebtorContractEntry } from '@portal/api';
import type { ContractFilterKind } from '../registryCabinet';

const CLIENT_TYPES = ['DIRECT_REGRESS', 'DIRECT_NOT_REGRESS'];

/** Spec §5: LKK lists keep status 'Действует' or 'Закрыт' and a type containing DIRECT_REGRESS or DIRECT_NOT_REGRESS. */
export function keptByClientList(entry: DebtorContractEntry): boolean {
  return ['Действует', 'Закрыт'].includes(entry.contractFactNumStatus) && CLIENT_TYPES.some((type) => entry.type.includes(type));
}

/** Spec §5: the displayed client list also needs showContract. */
export function shownInClientList(entry: DebtorContractEntry): boolean {
  return keptByClientList(entry) && entry.showContract;
}

/** Spec §5: agent/debtor lists keep entries with showContract and a type containing AGENT. */
export function keptByAgentList(entry: DebtorContractEntry): boolean {
  return entry.showContract && entry.type.includes('AGENT');
}

/** The entries a cabinet's lists display. */
export function displayedEntries(kind: ContractFilterKind, entries: readonly DebtorContractEntry[]): DebtorContractEntry[] {
  return entries.filter(kind === 'client' ? shownInClientList : keptByAgentList);
}

/** Spec §5: contract pickers show only afStatus 'Действует' (on top of the cabinet's list filter). */
export function pickerEntries(kind: ContractFilterKind, entries: readonly DebtorContractEntry[]): DebtorContractEntry[] {
  return displayedEntries(kind, entries).filter((entry) => entry.afStatus === 'Действует');
}

/** A debtor option of the LKK picker: one per debtor (a debtor may have several contracts). */
export interface DebtorOption {
  debtorId: number | null;
  label: string;
}

/** Spec §3: the default debtor option 'Все' has a null id. */
export const ALL_DEBTORS: DebtorOption = { debtorId: null, label: 'Все' };

export function debtorOptions(kind: ContractFilterKind, entries: readonly DebtorContractEntry[]): DebtorOption[] {
  const seen = new Map<number, string>();
  for (const entry of pickerEntries(kind, entries)) if (entry.debtorId !== null && !seen.has(entry.debtorId)) seen.set(entry.debtorId, entry.debtor);
  return [ALL_DEBTORS, ...[...seen].map(([debtorId, label]) => ({ debtorId, label }))];
}
