import { accepts } from '../testing/schemaChecks';
import { clientDeleteFileRequestSchema, debtorDeleteFileRequestSchema, eventGroupQuerySchema, eventListRequestSchema } from './index';

/** Event request bodies and queries are strict (ARCHITECTURE rule 9). */

describe('event requests', () => {
  it('lists a named category', () => {
    expect(accepts(eventListRequestSchema, { categoryEnum: 'MESSAGE' })).toBe(true);
    expect(accepts(eventListRequestSchema, { categoryEnum: '' })).toBe(false);
    expect(accepts(eventListRequestSchema, { categoryEnum: 'MESSAGE', page: 0 })).toBe(false);
  });

  it('deletes a file by the names each cabinet uses', () => {
    expect(accepts(clientDeleteFileRequestSchema, { binaryinfoid: 50001, reqid: '7' })).toBe(true);
    expect(accepts(clientDeleteFileRequestSchema, { binaryinfoid: 50001 })).toBe(false);
    expect(accepts(clientDeleteFileRequestSchema, { fileId: 50001, reqid: 7 })).toBe(false);
    expect(accepts(debtorDeleteFileRequestSchema, { fileId: '50001' })).toBe(true);
    expect(accepts(debtorDeleteFileRequestSchema, { fileId: null })).toBe(false);
  });

  it('asks for a dashboard group with an ISO day, text and order filters', () => {
    expect(accepts(eventGroupQuerySchema, { groupId: 3, date: '2025-05-12', query: 'Север', orderId: '12' })).toBe(true);
    expect(accepts(eventGroupQuerySchema, { groupId: '3' })).toBe(true);
    expect(accepts(eventGroupQuerySchema, { groupId: 3, date: '12.05.2025' })).toBe(false);
    expect(accepts(eventGroupQuerySchema, { date: '2025-05-12' })).toBe(false);
    expect(accepts(eventGroupQuerySchema, { groupId: 3, orderId: 12 })).toBe(false);
  });
});
