import { lengthCount, tooLongText } from './lengthCount';

describe('a text’s length against its limit', () => {
  it('counts the trimmed text, as the schemas measure it', () => {
    expect(lengthCount('', 500)).toEqual({ used: 0, over: false, label: '0 из 500' });
    expect(lengthCount('  Неверная сумма  ', 500)).toEqual({ used: 14, over: false, label: '14 из 500' });
  });

  it('the limit itself is allowed; one character more is over', () => {
    expect(lengthCount('я'.repeat(500), 500).over).toBe(false);
    expect(lengthCount(`${'я'.repeat(500)}   `, 500).over).toBe(false);
    expect(lengthCount('я'.repeat(501), 500)).toEqual({ used: 501, over: true, label: '501 из 500' });
  });

  it('counts blanks too where the schema does', () => {
    expect(lengthCount('  да  ', 500, { trim: false }).used).toBe(6);
    expect(lengthCount(`${'я'.repeat(500)} `, 500, { trim: false }).over).toBe(true);
  });

  it('names the limit in the forms’ own words', () => {
    expect(tooLongText(500)).toBe('Не более 500 символов');
  });
});
