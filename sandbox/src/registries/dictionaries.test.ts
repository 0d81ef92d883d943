/** @jest-environment node */
import { isValidInn } from '../users/innCheckDigits';
import { startRegistryTestKit, type RegistryTestKit } from './registryTestKit';

jest.setTimeout(60_000);

let kit: RegistryTestKit;

beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});

interface Entry {
  debtor: string;
  debtorId: number | string;
  debtorInn: string;
  contractFactNum: string;
  contractFactExternalId: string;
  contractFactNumStatus: string;
  type: string;
  showContract: boolean;
  afStatus: string;
}

/** Spec §5 "Contract filters", written here so the test checks the dictionaries give the portal something to drop. */
const keptByClient = (entry: Entry) => ['Действует', 'Закрыт'].includes(entry.contractFactNumStatus) && /DIRECT_(NOT_)?REGRESS/.test(entry.type) && entry.showContract;
const keptByAgent = (entry: Entry) => entry.showContract && entry.type.includes('AGENT');

describe('dictionaries', () => {
  it.each([
    ['supplier', '/lkk/dict/debtors', keptByClient],
    ['principal', '/lkp/dict/contract-facts', keptByClient],
    ['agent', '/lka/dict/contract-facts', keptByAgent],
  ])('%s: %s has entries to keep and each kind the filters drop', async (username, path, kept) => {
    const { status, body } = await kit.json<Entry[]>('GET', path, username);
    expect(status).toBe(200);
    const keptEntries = body.filter(kept);
    expect(keptEntries.filter((entry) => entry.afStatus === 'Действует').length).toBeGreaterThanOrEqual(2);
    expect(keptEntries.some((entry) => entry.afStatus === 'Закрыт')).toBe(true);
    expect(body.some((entry) => !['Действует', 'Закрыт'].includes(entry.contractFactNumStatus))).toBe(true);
    expect(body.some((entry) => !entry.showContract)).toBe(true);
    expect(body.some((entry) => !kept({ ...entry, showContract: true }))).toBe(true);
    expect(body.every((entry) => isValidInn(entry.debtorInn))).toBe(true);
    expect(body.some((entry) => typeof entry.debtorId === 'string')).toBe(true);
  });

  it('searches the principal’s contracts by debtor name or contract number', async () => {
    const all = (await kit.json<Entry[]>('GET', '/lkp/dict/contract-facts', 'principal')).body;
    const target = all[0] as Entry;
    const word = target.debtor.split('"')[1]?.slice(0, 5) ?? target.debtor;
    const { status, body } = await kit.json<Entry[]>('GET', `/lkp/dict/contract-facts/search?word=${encodeURIComponent(word.toLowerCase())}`, 'principal');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(all.length);
    expect(body.every((entry) => entry.debtor.toLowerCase().includes(word.toLowerCase()) || entry.contractFactNum.includes(word))).toBe(true);
    const byNumber = await kit.json<Entry[]>('GET', `/lkp/dict/contract-facts/search?word=${encodeURIComponent(target.contractFactNum)}`, 'principal');
    expect(byNumber.body.map((entry) => entry.contractFactExternalId)).toContain(target.contractFactExternalId);
  });

  it('answers 400 for a search without word', async () => {
    const { status, body } = await kit.json('GET', '/lkp/dict/contract-facts/search', 'principal');
    expect(status).toBe(400);
    expect(body.message).toBe('Не задан параметр поиска «word»');
  });

  it('answers each user their own contracts', async () => {
    const supplier = (await kit.json<Entry[]>('GET', '/lkk/dict/debtors', 'supplier')).body.map((entry) => entry.contractFactExternalId);
    const multi = (await kit.json<Entry[]>('GET', '/lkk/dict/debtors', 'multi')).body.map((entry) => entry.contractFactExternalId);
    expect(supplier.filter((id) => multi.includes(id))).toEqual([]);
  });
});
