import { eventStatusColor, eventUrgencyColor } from './eventColors';
import { formatEventField } from './eventTableFields';

describe('event status colours (spec §9)', () => {
  it.each<[string | null, string]>([
    ['PULL_OFF', '#23be00'],
    ['REQUIREMENT_VALIDATING', '#23be00'],
    ['WAIT', '#23be00'],
    ['WARNING', '#ee1123'],
    ['REQUIREMENT_REQUEST', '#ee1123'],
    ['EXPIRED', '#ee1123'],
    ['SOMETHING_NEW', '#ee1123'],
    [null, '#ee1123'],
  ])('%p → %p', (status, colour) => {
    expect(eventStatusColor(status)).toBe(colour);
  });
});

describe('event urgency colours (spec §3)', () => {
  it.each<[string | null | undefined, string]>([
    ['CRITICAL', '#ee1123'],
    ['HIGH', '#fb8c00'],
    ['LOW', '#23be00'],
    [null, '#9e9e9e'],
    [undefined, '#9e9e9e'],
    ['MEDIUM', '#9e9e9e'],
  ])('%p → %p', (urgency, colour) => {
    expect(eventUrgencyColor(urgency)).toBe(colour);
  });
});

describe('event table cells', () => {
  it.each<[string, unknown, string]>([
    ['invoiceAmount', 150000.5, '150 000,50'],
    ['financingAmount2', '2000', '2 000'],
    ['payAmount', null, '0'],
    ['shipDate', '2025-02-01', '01.02.2025'],
    ['endDelayDate', null, ''],
    ['contractNum', 'Д-17', 'Д-17'],
    ['comment', undefined, ''],
  ])('%s = %p → %p', (field, value, expected) => {
    expect(formatEventField(field, value)).toBe(expected);
  });
});
