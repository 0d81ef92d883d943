/** Clients of the factor seen from the debtor's and the agent's cabinets (the suppliers they buy from or bring). */
export const SUPPLIER_COMPANIES: ReadonlyArray<{ name: string; innStart: string }> = [
  { name: 'ООО "Ромашка"', innStart: '770401234' },
  { name: 'ООО "Уралпромснаб"', innStart: '667012345' },
  { name: 'ООО "Молочный комбинат Вологодский"', innStart: '352504118' },
  { name: 'АО "Хлебозавод № 3"', innStart: '770805129' },
  { name: 'ООО "ПолимерПак"', innStart: '503205671' },
  { name: 'ООО "Кондитерская фабрика Мишутка"', innStart: '616408233' },
  { name: 'ООО "ЭлектроЩит-Сервис"', innStart: '526003317' },
  { name: 'ООО "Мебельная фабрика Лесная"', innStart: '332901452' },
];
