import type { DebtorContractEntry } from '@portal/api';
import { ALL_DEBTORS, contractGroups, debtorOptions, displayedEntries, pickerEntries } from './contractFilters';

function entry(name: string, extra: Partial<DebtorContractEntry>): DebtorContractEntry {
  return {
    debtor: `Дебитор ${name}`,
    debtorId: name.length,
    contractFactNum: name,
    contractFactExternalId: `ext-${name}`,
    contractFactNumStatus: 'Действует',
    type: 'DIRECT_REGRESS',
    showContract: true,
    afStatus: 'Действует',
    ...extra,
  };
}

const ENTRIES: DebtorContractEntry[] = [
  entry('regress', {}),
  entry('notRegress', { type: 'DIRECT_NOT_REGRESS' }),
  entry('closed', { contractFactNumStatus: 'Закрыт', afStatus: 'Закрыт' }),
  entry('closedAfActive', { contractFactNumStatus: 'Закрыт' }),
  entry('suspended', { contractFactNumStatus: 'Приостановлен' }),
  entry('hidden', { showContract: false }),
  entry('afClosed', { afStatus: 'Закрыт' }),
  entry('agent', { type: 'AGENT' }),
  entry('agentHidden', { type: 'AGENT', showContract: false }),
  entry('agentAfClosed', { type: 'AGENT', afStatus: 'Закрыт' }),
  entry('agentSuspended', { type: 'AGENT', contractFactNumStatus: 'Приостановлен' }),
  entry('mixed', { type: 'AGENT,DIRECT_REGRESS' }),
];

describe('contract filters of spec §5', () => {
  it.each([
    ['client (LKK, LKP) list', 'client', displayedEntries, ['regress', 'notRegress', 'closed', 'closedAfActive', 'afClosed', 'mixed']],
    ['client (LKK, LKP) picker', 'client', pickerEntries, ['regress', 'notRegress', 'closedAfActive', 'mixed']],
    ['agent/debtor (LKA, LKD) list', 'agentOrDebtor', displayedEntries, ['agent', 'agentAfClosed', 'agentSuspended', 'mixed']],
    ['agent/debtor (LKA, LKD) picker', 'agentOrDebtor', pickerEntries, ['agent', 'agentSuspended', 'mixed']],
  ] as const)('%s keeps exactly the right entries', (_name, kind, filter, kept) => {
    expect(filter(kind, ENTRIES).map((item) => item.contractFactNum)).toEqual(kept);
  });

  it('groups the contracts of a new registry: regress, non-regress, others; no \'Все\'', () => {
    const rows = [
      entry('r1', { type: 'DIRECT_REGRESS' }),
      entry('n1', { type: 'DIRECT_NOT_REGRESS' }),
      entry('both', { type: 'DIRECT_NOT_REGRESS,AGENT' }),
      entry('r2', { type: 'DIRECT_REGRESS,AGENT' }),
      entry('noExt', { type: 'DIRECT_REGRESS', contractFactExternalId: null }),
    ];
    const groups = (kind: 'client' | 'agentOrDebtor', list = rows) => contractGroups(kind, list).map((group) => [group.label, group.entries.map((item) => item.contractFactNum)]);
    expect(groups('client')).toEqual([['С регрессом', ['r1', 'r2']], ['Без регресса', ['n1', 'both']]]);
    expect(groups('agentOrDebtor', [entry('a', { type: 'AGENT' }), ...rows])).toEqual([['С регрессом', ['r2']], ['Без регресса', ['both']], ['Другие договоры', ['a']]]);
  });

  it("offers 'Все' with a null id first, then each debtor of the picker once (the reports' debtor filter)", () => {
    const twice = [entry('regress', { debtorId: 5, debtor: 'А' }), entry('other', { debtorId: 5, debtor: 'А' }), entry('third', { debtorId: 6, debtor: 'Б' })];
    expect(debtorOptions('client', twice)).toEqual([ALL_DEBTORS, { debtorId: 5, label: 'А' }, { debtorId: 6, label: 'Б' }]);
    expect(ALL_DEBTORS).toEqual({ debtorId: null, label: 'Все' });
  });
});
