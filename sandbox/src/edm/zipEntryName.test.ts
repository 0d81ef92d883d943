import { zipEntryName } from './zipEntryName';

describe('zipEntryName', () => {
  it.each([
    ['12_Акт сверки.pdf', '12_Акт сверки.pdf'],
    ['12_<img src=x onerror=alert(1)//>.pdf', '12_<img src=x onerror=alert(1)__>.pdf'],
    ['12_../../etc/passwd', '12_.._.._etc_passwd'],
    ['..\\..\\autoexec.bat', '.._.._autoexec.bat'],
    ['строка\nвторая', 'строка_вторая'],
    ['..', '_'],
  ])('%j → %j', (name, entry) => {
    expect(zipEntryName(name)).toBe(entry);
  });
});
