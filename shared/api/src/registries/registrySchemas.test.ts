import { accepts, parse } from '../testing/schemaChecks';
import {
  createdRegistrySchema,
  createRegistryRequestSchema,
  debtorContractEntrySchema,
  duplicateCheckSchema,
  generateRequestSchema,
  registryCoreSchema,
  registryDetailSchema,
  registryFileRowCounts,
  registryFilesSchema,
  registryHeaderSchema,
  registryListItemBestEffort,
  registryListItemSchema,
  registryListTotalSchema,
  registryActionRequestSchema,
  setAllFinancingRequestSchema,
  signCheckAnswerSchema,
  signCheckRequestSchema,
  signRequestSchema,
  supplyBestEffort,
  supplySchema,
  validateStatusSchema,
  validationErrorSchema,
} from './index';

/** ARCHITECTURE rule 9: answers are read for what the portal uses and no more; request bodies are strict. */

describe('registry list rows (POST {prefix})', () => {
  it('reads a row as the spec sends it', () => {
    expect(
      parse(registryListItemSchema, {
        id: 5, number: 'Р-1001/25', createDate: '2025-05-12', status: { code: 'NEW', name: 'Новый' }, source: 'ЛК', category: 'Факторинг',
        contractFactNum: '572/23-ФК', debtor: 'ООО "СтройКомплект"', suppliesCount: '12', amount: '1 500,50', permissions: ['view', 'sign'], extra: 1,
      }),
    ).toEqual({
      id: 5, number: 'Р-1001/25', createDate: '2025-05-12', status: { code: 'NEW', name: 'Новый' }, source: 'ЛК', category: 'Факторинг',
      contractFactNum: '572/23-ФК', debtor: 'ООО "СтройКомплект"', supplier: '', debtorInn: '', suppliesCount: 12, amount: 1500.5, permissions: ['view', 'sign'],
    });
  });

  it('needs only the id; the rest reads as empty', () => {
    expect(parse(registryListItemSchema, { id: '7', permissions: null, status: 'Черновик' })).toEqual({
      id: '7', number: '', createDate: '', status: { code: '', name: 'Черновик' }, source: '', category: '', contractFactNum: '', debtor: '', supplier: '', debtorInn: '', suppliesCount: null, amount: null, permissions: [],
    });
    expect(accepts(registryListItemSchema, { number: '1' })).toBe(false);
    expect(accepts(registryListItemSchema, { id: '' })).toBe(false);
  });

  it('shows an odd row as best it can: its id, texts, the status as sent (a code without a name stays a code), string permissions', () => {
    expect(registryListItemBestEffort({ id: 9, number: 12, status: { code: 'SENT' }, amount: 'много', permissions: ['view', 3, null] })).toEqual({
      id: 9, number: '12', createDate: '', status: { code: 'SENT', name: '' }, source: '', category: '', contractFactNum: '', debtor: '', supplier: '', debtorInn: '', suppliesCount: null, amount: null, permissions: ['view'],
    });
    expect(registryListItemBestEffort({ id: 'x', status: 'Новый', permissions: 'view' })).toMatchObject({ status: { code: '', name: 'Новый' }, permissions: [] });
    expect(registryListItemBestEffort({ id: 'x', status: { code: 'A', name: 'Б' } })?.status).toEqual({ code: 'A', name: 'Б' });
  });

  it('keeps the sums of an odd row it can read', () => {
    expect(registryListItemBestEffort({ id: 9, debtor: ['odd'], suppliesCount: '3', amount: '1 500,50' })).toMatchObject({ debtor: '', suppliesCount: 3, amount: 1500.5 });
  });

  it.each([[{ number: '1' }], [{ id: '' }], [{ id: null }], [{ id: { odd: true } }], ['row'], [null]])('drops %j: a row without an id cannot be opened', (raw) => {
    expect(registryListItemBestEffort(raw)).toBeNull();
  });

  it('reads the total, or null when it cannot', () => {
    expect(parse(registryListTotalSchema, { total: '42' })).toEqual({ total: 42 });
    expect(parse(registryListTotalSchema, { total: 'много' })).toEqual({ total: null });
    expect(parse(registryListTotalSchema, {})).toEqual({ total: null });
  });
});

describe('supplies (spec §3)', () => {
  it('needs id and supplyAmount; flags default to false and the UPD name to empty', () => {
    expect(parse(supplySchema, { id: 1, supplyAmount: '2 302 745,19' })).toEqual({
      id: 1, supplyAmount: 2302745.19, verificationDebtor: false, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: '' } },
    });
    expect(parse(supplySchema, { id: 1, supplyAmount: 5, financing: 'true', checked: 1, invalid: true, updDocument: { document: { name: 'УПД 110050' } } })).toMatchObject({
      financing: true, checked: true, invalid: true, updDocument: { document: { name: 'УПД 110050' } },
    });
    expect(parse(supplySchema, { id: 1, supplyAmount: 5, updDocument: { document: null } }).updDocument).toEqual({ document: { name: '' } });
    expect(accepts(supplySchema, { id: 1 })).toBe(false);
    expect(accepts(supplySchema, { supplyAmount: 1 })).toBe(false);
  });

  it('shows an odd supply as best it can: the amount read if it can be, flags only when clearly set', () => {
    expect(supplyBestEffort({ id: 3, supplyAmount: ' 1 234,5 ', financing: 'true', checked: 1, prime: 'да', active: true, invalid: 0, dueDate: 20250619, updDocument: { document: { name: 'УПД' } } })).toEqual({
      id: 3, supplyAmount: 1234.5, verificationDebtor: false, prime: false, active: true, financing: true, checked: true, invalid: false, supplyDate: '', dueDate: '20250619', updDocument: { document: { name: 'УПД' } },
    });
    expect(supplyBestEffort({ id: '4', supplyAmount: 'много' })?.supplyAmount).toBe(0);
    expect(supplyBestEffort({ id: '4', supplyAmount: 'много', financing: 'TRUE', checked: 'False' })).toMatchObject({ financing: true, checked: false });
    expect(supplyBestEffort({ supplyAmount: 1 })).toBeNull();
    expect(supplyBestEffort({ id: '' })).toBeNull();
  });
});

describe('registry files (stage 4)', () => {
  it('reads each list, drops odd rows, reads a missing or broken list as empty', () => {
    const files = parse(registryFilesSchema, {
      documentsForSigning: [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: 'true' }, { name: 'без id' }],
      signedDocs: null,
      origDocuments: 'broken',
      documents: [{ id: 3, document: { id: 31, name: 'Акт.pdf', userDoc: true } }, { id: 4 }, { id: 5, document: { name: 'Счёт.pdf' } }],
    });
    expect(files).toEqual({
      documentsForSigning: [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true }],
      signedDocs: [],
      origDocuments: [],
      documents: [
        { id: 3, fileId: 31, name: 'Акт.pdf', userDoc: true },
        { id: 4, fileId: 4, name: '', userDoc: false },
        { id: 5, fileId: 5, name: 'Счёт.pdf', userDoc: false },
      ],
    });
  });

  it('counts the rows each list had before odd ones were dropped', () => {
    expect(registryFileRowCounts({ documentsForSigning: [1, 2], signedDocs: null, documents: [1] })).toEqual({ documentsForSigning: 2, signedDocs: 0, origDocuments: 0, documents: 1 });
    expect(registryFileRowCounts(null)).toEqual({ documentsForSigning: 0, signedDocs: 0, origDocuments: 0, documents: 0 });
  });
});

describe('registry detail (stages 1 and 2)', () => {
  it('reads duplicates as a count, whether a number or a list', () => {
    expect(parse(registryCoreSchema, { id: 1, duplicates: [{ id: 1 }, { id: 2 }] }).duplicates).toBe(2);
    expect(parse(registryCoreSchema, { id: 1, duplicates: '3' }).duplicates).toBe(3);
    expect(parse(registryCoreSchema, { id: 1, duplicates: null }).duplicates).toBe(0);
    expect(parse(registryCoreSchema, { id: 1, duplicates: { odd: true }, duplicate: 'да', validated: 'true' })).toMatchObject({ duplicates: 0, duplicate: false, validated: true, invalided: false });
  });

  it('keeps the detail when its side fields are odd', () => {
    expect(parse(registryDetailSchema, { registry: { id: 1, status: { code: 'NEW' } }, futureFundingDate: '', alllimit: 'нет', permissions: 'all', total: '10' })).toMatchObject({
      registry: { id: 1, status: { code: 'NEW', name: '' } }, futureFundingDate: null, alllimit: null, permissions: [], total: 10,
    });
    expect(parse(registryDetailSchema, { registry: { id: 1 }, permissions: ['view', 1] }).permissions).toEqual(['view', '1']);
    expect(accepts(registryDetailSchema, { registry: {} })).toBe(false);
  });

  it('reads every header field as text, the amount as a number or null', () => {
    expect(parse(registryHeaderSchema, { number: 12, amount: '1 000', debtorInn: 7707083893 })).toMatchObject({ number: '12', amount: 1000, debtorInn: '7707083893', supplier: '' });
    expect(parse(registryHeaderSchema, { amount: 'много' }).amount).toBeNull();
  });
});

describe('choosing, generate, sign and action requests (strict) and answers', () => {
  it('generate: supplies needed, ids as the server sent them (positive integers or text), a known type, an ISO funding day', () => {
    expect(accepts(generateRequestSchema, { supplies: [1, 4], type: 'all', financing: [1], futureFundingDate: '2025-05-14' })).toBe(true);
    expect(accepts(generateRequestSchema, { supplies: ['17', 'a1b2'], type: 'all', financing: ['a1b2'] })).toBe(true);
    expect(accepts(generateRequestSchema, { supplies: [''], type: 'all' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [1], type: 'registryFile', futureFundingDate: null })).toBe(true);
    expect(accepts(generateRequestSchema, { supplies: [], type: 'all' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [0], type: 'all' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [1.5], type: 'all' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [1], type: 'some' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [1], type: 'all', futureFundingDate: '14.05.2025' })).toBe(false);
    expect(accepts(generateRequestSchema, { supplies: [1], type: 'all', extra: true })).toBe(false);
  });

  it('sign: a known document id and one non-empty signature per document', () => {
    expect(accepts(signRequestSchema, { documentId: 'ecp', signatures: [{ id: 70, signature: 'MIAG' }] })).toBe(true);
    expect(accepts(signRequestSchema, { documentId: 'ecp', signatures: [{ id: 'd-1', signature: 'MIAG' }] })).toBe(true);
    expect(accepts(signCheckRequestSchema, { registryId: 'a1b2' })).toBe(true);
    expect(accepts(signCheckRequestSchema, { registryId: 5 })).toBe(true);
    expect(accepts(signCheckRequestSchema, { registryId: '' })).toBe(false);
    expect(accepts(signRequestSchema, { documentId: 'ecpdebtor', signatures: [{ id: 70, signature: '' }] })).toBe(false);
    expect(accepts(signRequestSchema, { documentId: 'other', signatures: [{ id: 70, signature: 'MIAG' }] })).toBe(false);
    expect(accepts(signRequestSchema, { documentId: 'ecp', signatures: [] })).toBe(false);
  });

  it('set-all-financing, action and create take only what the contract names', () => {
    expect(accepts(setAllFinancingRequestSchema, { financing: false })).toBe(true);
    expect(accepts(setAllFinancingRequestSchema, { financing: 'false' })).toBe(false);
    expect(accepts(registryActionRequestSchema, { action: 'withdraw' })).toBe(true);
    expect(accepts(registryActionRequestSchema, { action: 'delete' })).toBe(false);
    expect(accepts(createRegistryRequestSchema, { category: 'MAIN', debtorId: null, contractFactExternalId: null })).toBe(true);
    expect(accepts(createRegistryRequestSchema, { category: 'AGENT', debtorId: 2106, contractFactExternalId: 'CF-1' })).toBe(true);
    expect(accepts(createRegistryRequestSchema, { category: 'SUPPLY', debtorId: null, contractFactExternalId: null })).toBe(false);
    expect(accepts(createRegistryRequestSchema, { category: 'MAIN', debtorId: 'd-2106', contractFactExternalId: 'CF' })).toBe(true);
    expect(accepts(createRegistryRequestSchema, { category: 'MAIN', debtorId: '', contractFactExternalId: null })).toBe(false);
    expect(accepts(createRegistryRequestSchema, { category: 'MAIN', debtorId: 1, contractFactExternalId: 'CF', extra: 1 })).toBe(false);
  });

  it('sign/check says yes unless told otherwise', () => {
    expect(parse(signCheckAnswerSchema, {})).toEqual({ result: true, message: '' });
    expect(parse(signCheckAnswerSchema, { result: 'false', message: 'Реестр на проверке' })).toEqual({ result: false, message: 'Реестр на проверке' });
  });

  it('reads a create answer with or without an id (any 2xx is success)', () => {
    expect(parse(createdRegistrySchema, { id: '501', extra: 1 })).toEqual({ id: '501' });
    expect(parse(createdRegistrySchema, {})).toEqual({ id: null });
    expect(parse(createdRegistrySchema, null)).toEqual({ id: null });
    expect(parse(createdRegistrySchema, { id: { odd: true } })).toEqual({ id: null });
  });

  it('reads a dictionary debtor id: digits as a number, other text kept, empty as null', () => {
    const entry = (debtorId: unknown) => parse(debtorContractEntrySchema, { debtorId }).debtorId;
    expect(entry('7')).toBe(7);
    expect(entry(7)).toBe(7);
    expect(entry('d-7')).toBe('d-7');
    expect(entry('')).toBeNull();
    expect(entry(undefined)).toBeNull();
  });

  it('reads the duplicate check and the validation status', () => {
    expect(parse(duplicateCheckSchema, { error: '0', duplicates: [{}, {}] })).toEqual({ error: 0, duplicates: 2 });
    expect(parse(duplicateCheckSchema, { error: 1, duplicates: 'много' })).toEqual({ error: 1, duplicates: 0 });
    expect(parse(validateStatusSchema, { status: 'OK' })).toEqual({ validated: null, status: 'OK' });
    expect(parse(validateStatusSchema, { validated: 'true' })).toEqual({ validated: true, status: '' });
    expect(parse(validationErrorSchema, { id: 17, message: 'Нет УПД' })).toEqual({ id: 17, supplyId: null, field: '', message: 'Нет УПД' });
    expect(parse(validationErrorSchema, { supplyId: 'a1', message: 'Нет УПД' })).toMatchObject({ id: null, supplyId: 'a1' });
  });
});
