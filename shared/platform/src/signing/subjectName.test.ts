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
});
