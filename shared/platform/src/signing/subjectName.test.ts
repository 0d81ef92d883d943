import { parseSubjectName } from './subjectName';

describe('certificate subject names', () => {
  it('reads name, INNs and a quoted organisation', () => {
    expect(parseSubjectName('CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, O="ООО ""Ромашка""", C=RU')).toEqual({
      commonName: 'Иванов Иван Иванович',
      surname: 'Иванов',
      givenName: 'Иван Иванович',
      inn: '771234567859',
      innLegalEntity: '7704012340',
      organisation: 'ООО "Ромашка"',
    });
  });

  it('knows the Latin and OID spellings and a missing legal-entity INN', () => {
    expect(parseSubjectName('SN=Петрова, G=Мария Сергеевна, INN=500345678979, INNLE=5031123450')).toMatchObject({ inn: '500345678979', innLegalEntity: '5031123450' });
    expect(parseSubjectName('OID.1.2.643.3.131.1.1=500345678979, OID.1.2.643.100.4=5031123450')).toMatchObject({ inn: '500345678979', innLegalEntity: '5031123450' });
    expect(parseSubjectName('SN=Петрова, G=Мария Сергеевна, ИНН=500345678979').innLegalEntity).toBeNull();
  });

  it('gives empty fields for an empty or unreadable subject', () => {
    const empty = { commonName: '', surname: '', givenName: '', inn: '', innLegalEntity: null, organisation: '' };
    expect(parseSubjectName('')).toEqual(empty);
    expect(parseSubjectName('RU, =Иванов')).toEqual(empty);
  });

  it('keeps commas inside quotes, tolerates spaces and lower case, and keeps the first of a repeated field', () => {
    expect(parseSubjectName('o = "Рога, копыта и Ко", cn = Иванов Иван, CN=Петров, GN=Иван')).toMatchObject({
      organisation: 'Рога, копыта и Ко',
      commonName: 'Иванов Иван',
      givenName: 'Иван',
    });
  });

  it('leaves a value with one unmatched quote as it is', () => {
    expect(parseSubjectName('SN=Петрова, CN="Иванов').commonName).toBe('"Иванов');
    expect(parseSubjectName('SN=Петрова, CN=Иванов"').commonName).toBe('Иванов"');
  });

  it('skips a part without a field name instead of reading it as one', () => {
    expect(parseSubjectName('SNX, SN=Петрова').surname).toBe('Петрова');
  });
});
