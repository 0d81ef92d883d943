import type { RegistryListItem } from '@portal/api';
import type { MergedRegistry } from '../api/mergeRegistryStages';
import { carriedRowFromState, carriedRowOf, listFilterFromState, rememberedListRow, rememberListRows, withListRow } from './listRowCarried';
import { offers } from './registryControls';

const item = (patch: Partial<RegistryListItem> = {}): RegistryListItem => ({
  id: '7005',
  number: 'Р-7005/25',
  createDate: '2026-11-02',
  status: { code: 'FINANCED', name: 'Профинансирован' },
  source: 'Клиент',
  category: 'MAIN',
  contractFactNum: 'ДФ-12',
  debtor: 'ООО «Ромашка»',
  supplier: '',
  debtorInn: '',
  suppliesCount: 3,
  amount: 1500.5,
  permissions: [],
  ...patch,
});

/** The debtor's detail in spec shape: no number, no status, no header data (spec §3 Registry). */
function debtorDetail(): MergedRegistry {
  return {
    detail: {
      registry: { id: '7005', number: '', status: { code: '', name: '' }, createDate: '', category: '', source: '', contractFactNum: '', debtor: '', duplicates: 0, duplicate: false, invalided: false, validated: false },
      futureFundingDate: null,
      alllimit: null,
      permissions: ['change'],
      total: 3,
    },
    header: { number: '', status: { code: '', name: '' }, contractFactNum: '', contractFactDate: '', debtor: '', debtorInn: '', supplier: '', createDate: '', amount: null },
    supplies: { supplies: [], total: 0 },
    files: { documentsForSigning: [], signedDocs: [], origDocuments: [], documents: [] },
    stages: {},
  } as unknown as MergedRegistry;
}

describe('the list row carried into the detail', () => {
  it('fills the status and the header the detail left out, so the state decides the controls', () => {
    const plain = debtorDetail();
    // Without the row the state is unknown: nothing that depends on it is offered.
    expect(offers('send', plain.detail.permissions, plain.detail.registry.status)).toBe(false);
    expect(offers('sign', plain.detail.permissions, plain.detail.registry.status)).toBe(false);
    const filled = withListRow(plain, carriedRowOf(item()));
    expect(filled.detail.registry.status).toEqual({ code: 'FINANCED', name: 'Профинансирован' });
    expect(filled.header).toMatchObject({ number: 'Р-7005/25', status: { name: 'Профинансирован' }, createDate: '2026-11-02', contractFactNum: 'ДФ-12', debtor: 'ООО «Ромашка»', amount: 1500.5 });
    // A financed registry: no signing, sending or withdrawing.
    for (const control of ['sign', 'send', 'withdraw', 'edit'] as const) expect(offers(control, filled.detail.permissions, filled.detail.registry.status)).toBe(false);
    // On check: signing and withdrawing.
    const onCheck = withListRow(plain, carriedRowOf(item({ status: { code: '', name: 'На проверке' } })));
    expect(offers('sign', onCheck.detail.permissions, onCheck.detail.registry.status)).toBe(true);
    expect(offers('withdraw', onCheck.detail.permissions, onCheck.detail.registry.status)).toBe(true);
  });

  it('keeps what the answers carry over the row', () => {
    const answered = debtorDetail();
    answered.detail.registry.status = { code: 'DRAFT', name: 'Черновик' };
    answered.header.number = 'Р-1';
    const filled = withListRow(answered, carriedRowOf(item()));
    expect(filled.detail.registry.status.code).toBe('DRAFT');
    expect(filled.header.number).toBe('Р-1');
    expect(withListRow(answered, null)).toBe(answered);
  });

  it('reads the row from router state only for its own registry, and from rows seen before', () => {
    const state = { listRow: carriedRowOf(item()) };
    expect(carriedRowFromState(state, '7005')?.number).toBe('Р-7005/25');
    expect(carriedRowFromState(state, '7006')).toBeNull();
    expect(carriedRowFromState(null, '7005')).toBeNull();
    expect(carriedRowFromState({ listRow: { id: '7005', status: 'odd', amount: 'x' } }, '7005')).toEqual({
      id: '7005', number: '', status: { code: '', name: '' }, createDate: '', contractFactNum: '', debtor: '', supplier: '', source: '', debtorInn: '', amount: null,
    });
    expect(rememberedListRow('lkd/registries', '7005')).toBeNull();
    rememberListRows('lkd/registries', [item()]);
    expect(rememberedListRow('lkd/registries', '7005')?.status.name).toBe('Профинансирован');
    expect(rememberedListRow('lka/registries', '7005')).toBeNull();
  });
});

describe('the list filter carried with the row', () => {
  it('reads a filter the list sent, and nothing else', () => {
    expect(listFilterFromState({ listFilter: { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true } })).toMatchObject({ page: 0, size: 20 });
    expect(listFilterFromState({ listFilter: { page: 'x', odd: true } })).toBeNull();
    expect(listFilterFromState(null)).toBeNull();
  });
});
