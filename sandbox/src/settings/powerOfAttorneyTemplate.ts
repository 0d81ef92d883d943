import type { UserRecord as User } from '../api/contract/records';

function russianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A minimal МЧД in the ФНС layout for `user` (their organisation trusts them), valid until `expirationDate`
 * (YYYY-MM-DD): the document template users download and the file the tests upload.
 */
export function powerOfAttorneyXml(user: Pick<User, 'fio' | 'inn' | 'innOrg' | 'shortName'>, expirationDate: string, number = 'МЧД-0001'): string {
  const [surname = '', name = '', patronymic = ''] = user.fio.split(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Доверенность ВерсФорм="EMCHD_1">
  <Документ>
    <СвДов НомДовер="${escapeXml(number)}" ДатаВыдДов="${russianDate(new Date().toISOString().slice(0, 10))}" СрокДейст="${russianDate(expirationDate)}"/>
    <СвДоверит>
      <РосОргДовер>
        <СвРосОрг НаимОрг="${escapeXml(user.shortName)}" ИННЮЛ="${user.innOrg}"/>
      </РосОргДовер>
    </СвДоверит>
    <СвУпПред>
      <СведФизЛ ИННФЛ="${user.inn}">
        <ФИО Фамилия="${escapeXml(surname)}" Имя="${escapeXml(name)}" Отчество="${escapeXml(patronymic)}"/>
      </СведФизЛ>
    </СвУпПред>
    <СвПолн ТипПолн="0" ТекстПолн="Подписание документов в личном кабинете клиента факторинговой компании"/>
  </Документ>
</Доверенность>
`;
}
