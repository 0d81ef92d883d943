/**
 * Debtors (the suppliers' buyers) of the demo world: realistic Russian names with the first nine INN digits (region
 * code first); the check digit is computed by innCheckDigits.ts. The
 * debtor users' own companies (demoUsers.ts) are debtors of the world too, with their debtorId.
 */
export const DEBTOR_COMPANIES: ReadonlyArray<{ name: string; innStart: string }> = [
  { name: 'ООО "Лента-Логистик"', innStart: '781402265' },
  { name: 'ПАО "Магнит Ритейл"', innStart: '230800761' },
  { name: 'ООО "Агроторг"', innStart: '782523147' },
  { name: 'АО "Тандер"', innStart: '231003440' },
  { name: 'ООО "Металлснаб-Урал"', innStart: '667004561' },
  { name: 'ООО "СтройКомплект"', innStart: '770512873' },
  { name: 'АО "Сибирская продуктовая компания"', innStart: '540602411' },
  { name: 'ООО "ВолгаТрансСервис"', innStart: '631501924' },
  { name: 'ООО "Кубань-Агро"', innStart: '230911874' },
  { name: 'АО "Северсталь-Снаб"', innStart: '352801367' },
  { name: 'ООО "Дальневосточная торговая сеть"', innStart: '254003198' },
  { name: 'ООО "Фармресурс"', innStart: '771409652' },
  { name: 'ООО "ТехноОпт"', innStart: '525701843' },
];
