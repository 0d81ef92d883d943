import type { DebtorContractEntry } from '@portal/api';
import type { ContractFilterKind } from './debtorDictionary';

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

/** A group of the create dialog's contract picker (regress and non-regress contracts apart). */
export interface ContractGroup {
  label: string;
  entries: DebtorContractEntry[];
}

/** DIRECT_NOT_REGRESS is looked for first: its name does not contain DIRECT_REGRESS, but a type may list both. */
function groupOf(entry: DebtorContractEntry): number {
  if (entry.type.includes('DIRECT_NOT_REGRESS')) return 1;
  if (entry.type.includes('DIRECT_REGRESS')) return 0;
  return 2;
}

const GROUP_LABELS = ['С регрессом', 'Без регресса', 'Другие договоры'];

/**
 * The contracts a new registry can be created on (spec §5 picker filter, with an external id), grouped: regress
 * (DIRECT_REGRESS), non-regress (DIRECT_NOT_REGRESS), then any other (an agent contract); empty groups are left out.
 */
export function contractGroups(kind: ContractFilterKind, entries: readonly DebtorContractEntry[]): ContractGroup[] {
  const groups: DebtorContractEntry[][] = [[], [], []];
  for (const entry of pickerEntries(kind, entries)) if (entry.contractFactExternalId !== null) groups[groupOf(entry)]!.push(entry);
  return groups.flatMap((group, index) => (group.length > 0 ? [{ label: GROUP_LABELS[index]!, entries: group }] : []));
}

/** A debtor option of a debtor picker (the reports' filters): one per debtor (a debtor may have several contracts). */
export interface DebtorOption {
  debtorId: number | null;
  label: string;
}

/** Spec §3: the default debtor option 'Все' has a null id. */
export const ALL_DEBTORS: DebtorOption = { debtorId: null, label: 'Все' };

/** 'Все', then each debtor of the picker once; a debtor whose id is not a number is left out (the filters send numbers). */
export function debtorOptions(kind: ContractFilterKind, entries: readonly DebtorContractEntry[]): DebtorOption[] {
  const seen = new Map<number, string>();
  for (const entry of pickerEntries(kind, entries)) if (typeof entry.debtorId === 'number' && !seen.has(entry.debtorId)) seen.set(entry.debtorId, entry.debtor);
  return [ALL_DEBTORS, ...[...seen].map(([debtorId, label]) => ({ debtorId, label }))];
}
