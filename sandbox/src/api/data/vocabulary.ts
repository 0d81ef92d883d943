/** GET /api/i18n: the Russian vocabulary (support contacts, titles, the system error text). */
export const VOCABULARY: Record<string, string> = {
  supportPhone: '+7 (495) 000-00-00',
  supportEmail: 'support@factoring.example.ru',
  clientCabinetTitle: 'Кабинет клиента',
  systemError: 'Произошла системная ошибка. Повторите попытку позже или обратитесь в службу поддержки.',
  companyName: 'ООО «Факторинговая компания»',
  bankName: 'АО «Банк»',
  copyrightCompany: '© ООО «Факторинговая компания»',
  copyrightBank: '© АО «Банк»',
  supplierCabinetTitle: 'Кабинет поставщика',
  debtorCabinetTitle: 'Кабинет дебитора',
  agentCabinetTitle: 'Кабинет агента',
  principalCabinetTitle: 'Кабинет принципала',
};

export const BACKEND_VERSION = '1.0.0-sandbox';
