import { accepts, parse } from '../testing/schemaChecks';
import {
  edmCheckResultSchema,
  edmCheckSchema,
  edmCountSchema,
  edmDeleteSchema,
  edmDocumentSchema,
  edmDocumentTypeSchema,
  edmDownloadSchema,
  edmEditDocsSchema,
  edmFilterSchema,
  edmRefuseSchema,
  edmSignSchema,
  edmStatusOptionSchema,
  EDM_REFUSE_REASON_MAX,
} from './index';

/** EDM answers read for what the portal uses; EDM request bodies strict (ARCHITECTURE rule 9, CONTRACT.md). */

describe('EDM answers', () => {
  it('needs only a document’s id; everything else reads as empty', () => {
    expect(parse(edmDocumentSchema, { id: 11 })).toEqual({
      id: 11, date: null, fileName: null, number: null, status: '', contractFactNum: null, comment: null, refuseReason: null, signatureInfos: [], check: false,
    });
    expect(accepts(edmDocumentSchema, { number: 'А-1' })).toBe(false);
  });

  it('reads a status as its label, from a string, {name} or {code}', () => {
    expect(parse(edmDocumentSchema, { id: 1, status: 'Подписан' }).status).toBe('Подписан');
    expect(parse(edmDocumentSchema, { id: 1, status: { code: 'SIGNED', name: 'Подписан' } }).status).toBe('Подписан');
    expect(parse(edmDocumentSchema, { id: 1, status: { code: 'SIGNED' } }).status).toBe('SIGNED');
    expect(parse(edmDocumentSchema, { id: 1, status: null }).status).toBe('');
  });

  it('reads a document as the spec sends it, with signatures and the type reference', () => {
    const doc = parse(edmDocumentSchema, {
      id: '12', date: '2025-05-05', fileId: 501, fileName: 'Акт.pdf', number: 7, factDocumentType: { id: 3, name: 'Акт сверки' }, check: 'true',
      signatureInfos: [{ vicariousId: 4, signer: 'Иванов', signDate: '2025-05-06' }, { signer: '' }], extra: 1,
    });
    expect(doc).toMatchObject({ id: '12', fileId: 501, number: '7', factDocumentType: { id: 3, name: 'Акт сверки' }, check: true });
    expect(doc.signatureInfos).toEqual([
      { vicariousId: 4, signer: 'Иванов', signDate: '2025-05-06' },
      { signer: null, signDate: null },
    ]);
  });

  it('reads the count, the types, the status options and the check results', () => {
    expect(parse(edmCountSchema, { count: '15' })).toEqual({ count: 15 });
    expect(parse(edmCountSchema, {})).toEqual({});
    expect(parse(edmDocumentTypeSchema, { id: 3, name: 'Акт' })).toEqual({ id: 3, name: 'Акт' });
    expect(parse(edmStatusOptionSchema, 'Подписан')).toBe('Подписан');
    expect(parse(edmStatusOptionSchema, { code: 'S', name: 'Подписан' })).toBe('Подписан');
    expect(accepts(edmStatusOptionSchema, '')).toBe(false);
    expect(accepts(edmStatusOptionSchema, { name: '' })).toBe(false);
    expect(parse(edmCheckResultSchema, { edmId: 12, valid: 'true' })).toEqual({ edmId: 12, valid: true, message: '' });
    expect(parse(edmCheckResultSchema, { edmId: 12 }).valid).toBe(false);
  });
});

describe('EDM requests', () => {
  const filter = {
    page: 0, limit: 10, pagination: true, sortBy: 'createDate', sortDesc: true, status: null, dateFrom: '2025-01-01', dateTo: null, store: false,
    type: 'incoming', documentType: null, clientId: 1, sorted: { field: 'createDate', orderBy: 'DESC' },
  };

  it('sends the filter of spec §3 and nothing else', () => {
    expect(accepts(edmFilterSchema, filter)).toBe(true);
    expect(accepts(edmFilterSchema, { ...filter, extra: 1 })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, page: -1 })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, limit: 0 })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, dateFrom: '01.01.2025' })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, status: '' })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, type: 'sideways' })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, sorted: { field: 'createDate', orderBy: 'UP' } })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, clientId: 0 })).toBe(false);
    expect(accepts(edmFilterSchema, { ...filter, clientId: '' })).toBe(false);
    // Ids the server gave as strings go back as strings.
    expect(accepts(edmFilterSchema, { ...filter, clientId: 'c-1001', documentType: 't-1' })).toBe(true);
  });

  it('refuses an empty or too long reason, and empty document lists', () => {
    expect(accepts(edmRefuseSchema, { docs: [1], reason: 'Неверная сумма' })).toBe(true);
    expect(accepts(edmRefuseSchema, { docs: [1], reason: '   ' })).toBe(false);
    expect(accepts(edmRefuseSchema, { docs: [1], reason: 'я'.repeat(EDM_REFUSE_REASON_MAX + 1) })).toBe(false);
    expect(accepts(edmRefuseSchema, { docs: [], reason: 'x' })).toBe(false);
    expect(accepts(edmDeleteSchema, { docs: [] })).toBe(false);
    expect(accepts(edmDeleteSchema, { docs: [2, 3] })).toBe(true);
    expect(accepts(edmDownloadSchema, { docs: [2], signature: true, vicariuses: false })).toBe(true);
    expect(accepts(edmDownloadSchema, { docs: [2], signature: 'yes', vicariuses: false })).toBe(false);
  });

  it('signs one file per document with a signature, the power of attorney or null', () => {
    expect(accepts(edmSignSchema, { files: [{ id: 1, fileId: 501, signature: 'MIAG', vicariousId: null }] })).toBe(true);
    expect(accepts(edmSignSchema, { files: [{ id: 1, fileId: 501, signature: 'MIAG', vicariousId: 4 }] })).toBe(true);
    expect(accepts(edmSignSchema, { files: [{ id: 1, fileId: 501, signature: '', vicariousId: null }] })).toBe(false);
    expect(accepts(edmSignSchema, { files: [{ id: 1, fileId: 501, signature: 'MIAG' }] })).toBe(false);
    expect(accepts(edmSignSchema, { files: [] })).toBe(false);
    expect(accepts(edmSignSchema, { files: [{ id: 'd-1', fileId: 'f-1', signature: 'MIAG', vicariousId: 'v-4' }] })).toBe(true);
  });

  it('checks a list of documents, and edits exactly one', () => {
    expect(accepts(edmCheckSchema, [{ edmId: 1 }, { edmId: 2 }])).toBe(true);
    expect(accepts(edmCheckSchema, [])).toBe(false);
    expect(accepts(edmEditDocsSchema, [{ id: 1 }])).toBe(true);
    expect(accepts(edmEditDocsSchema, [{ id: 1 }, { id: 2 }])).toBe(false);
  });
});
