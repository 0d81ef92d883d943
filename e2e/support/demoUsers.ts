/** Demo users of the sandbox (README) and where each lands, with the menu spec §2 gives their cabinet. */
export interface DemoUserExpectation {
  login: string;
  scope: 'LKK' | 'LKD' | 'LKA' | 'LKP';
  landing: string;
  menu: string[];
  role: string;
}

const CLIENT_MENU = ['Главная', 'Отчеты', 'События', 'ЭДО', 'Заявки', 'Тарифы'];

export const DEMO_USERS: DemoUserExpectation[] = [
  { login: 'supplier', scope: 'LKK', landing: '/lkk/main', menu: CLIENT_MENU, role: 'Кабинет поставщика' },
  { login: 'debtor', scope: 'LKD', landing: '/lkd/supplies', menu: ['Главная', 'Заявки', 'Отчеты', 'События'], role: 'Кабинет дебитора' },
  { login: 'agent', scope: 'LKA', landing: '/lka/supplies', menu: ['Заявки', 'Вознаграждения', 'ЭДО'], role: 'Кабинет агента' },
  { login: 'principal', scope: 'LKP', landing: '/lkp/main', menu: CLIENT_MENU, role: 'Кабинет принципала' },
  { login: 'multi', scope: 'LKK', landing: '/lkk/main', menu: CLIENT_MENU, role: 'Кабинет поставщика' },
];

export const DEMO_PASSWORD = 'demo';
