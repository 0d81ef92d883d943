import { formatCertificateDate, formatDate, formatDateTime } from './dates';

describe('formatDate (DD.MM.YYYY)', () => {
  it.each<[string, Date | string | number | null | undefined, string]>([
    ['ISO date', '2025-03-07', '07.03.2025'],
    ['ISO date-time', '2025-12-31T23:59:59', '31.12.2025'],
    ['Date object', new Date(2024, 1, 29), '29.02.2024'],
    ['timestamp', new Date(2023, 0, 1, 12).getTime(), '01.01.2023'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['empty', '', ''],
    ['unreadable', 'вчера', ''],
  ])('%s', (_case, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('formats date and time for a saved certificate', () => {
    expect(formatDateTime('2026-05-04T08:09:10')).toBe('04.05.2026 08:09:10');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatCertificateDate (first 10 characters)', () => {
  it.each<[string | null | undefined, string]>([
    ['04.05.2026 08:09:10', '04.05.2026'],
    ['2026-05-04T08:09:10.000Z', '2026-05-04'],
    ['04.05.26', '04.05.26'],
    [null, ''],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatCertificateDate(value)).toBe(expected);
  });
});
