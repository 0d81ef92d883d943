import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

// Login times are shown in the browser's time zone; the sandbox keeps them in UTC.
test.use({ timezoneId: 'Europe/Moscow', viewport: { width: 1440, height: 900 } });

test.beforeEach(async () => {
  await resetSandbox();
});

interface HeaderExpectation {
  login: string;
  landing: string;
  shortName: string;
  fio: string;
  role: string;
  /** The demo user's last login before this sign-in, in Moscow time (it becomes the previous one). */
  previous: string;
  /**
   * How many contracts in force have a free limit. The figures are the demo world's (each contract's limit less what
   * is owed on its financed supplies, decision 0060); limitsReconcile.spec.ts checks them against the main page.
   */
  limit?: { contracts: number };
}

const HEADERS: HeaderExpectation[] = [
  {
    login: 'supplier',
    landing: '/lkk/main',
    shortName: 'ООО "Ромашка"',
    fio: 'Иванов Иван Иванович',
    role: 'Кабинет поставщика',
    previous: '12.05.2025 12:15',
    limit: { contracts: 5 },
  },
  { login: 'debtor', landing: '/lkd/supplies', shortName: 'АО "Торговый дом Север"', fio: 'Петрова Мария Сергеевна', role: 'Кабинет дебитора', previous: '11.05.2025 10:40' },
  { login: 'agent', landing: '/lka/supplies', shortName: 'ООО "Агентство Партнёр"', fio: 'Смирнов Алексей Викторович', role: 'Кабинет агента', previous: '10.05.2025 14:05' },
  {
    login: 'principal',
    landing: '/lkp/main',
    shortName: 'ООО "Уралпромснаб"',
    fio: 'Кузнецова Ольга Николаевна',
    role: 'Кабинет принципала',
    previous: '12.05.2025 09:20',
    limit: { contracts: 4 },
  },
  {
    login: 'multi',
    landing: '/lkk/main',
    shortName: 'ООО "Югснабкомплект"',
    fio: 'Соколов Дмитрий Андреевич',
    role: 'Кабинет поставщика',
    previous: '12.05.2025 11:00',
    limit: { contracts: 3 },
  },
];

function todayInMoscow(): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

for (const expected of HEADERS) {
  test(`the header of ${expected.login} shows who is signed in, when, and the limit of client cabinets`, async ({ page }) => {
    await signIn(page, expected.login);
    await expect(page).toHaveURL(new RegExp(`${expected.landing}$`));
    const header = page.locator('header');
    await expect(header.getByTestId('header-user')).toContainText(expected.shortName);
    await expect(header.getByTestId('header-user')).toContainText(`${expected.fio} (${expected.role})`);
    const times = header.getByTestId('header-login-times');
    await expect(times).toContainText(`Текущий вход: ${todayInMoscow()}`);
    await expect(times).toContainText(`Предыдущий вход: ${expected.previous}`);
    await expect(header.getByRole('link', { name: 'На главную' }).locator('svg')).toBeVisible();

    if (expected.limit) {
      const limit = header.getByTestId('header-limit');
      await expect(limit).toContainText('Доступный лимит');
      const figure = /^(\d{1,3}(?: \d{3})*(?:,\d{2})?) Руб\.$/;
      const sum = (await limit.locator('p').nth(1).innerText()).trim();
      expect(sum).toMatch(figure);
      await limit.hover();
      const tooltip = page.getByTestId('header-limit-tooltip');
      await expect(tooltip).toBeVisible();
      // One line per contract, under the contract numbers the rest of the portal uses, adding up to the header's sum.
      const lines = (await tooltip.innerText()).split('\n').map((line) => line.trim()).filter((line) => /ФК: /.test(line));
      expect(lines).toHaveLength(expected.limit.contracts);
      const cents = lines.reduce((total, line) => {
        const [, amount = '0'] = /^\d{3}\/\d{2}-ФК: (.+) Руб\.$/.exec(line) ?? [];
        return total + Math.round(Number(amount.replace(/ /g, '').replace(',', '.')) * 100);
      }, 0);
      expect(cents).toBe(Math.round(Number((figure.exec(sum)?.[1] ?? '').replace(/ /g, '').replace(',', '.')) * 100));
    } else {
      await expect(header.getByTestId('header-limit')).toHaveCount(0);
      await expect(header.getByTestId('header-limit-skeleton')).toHaveCount(0);
    }
  });
}

test('the logo leads to the cabinet home page: /lkd/critical for the debtor', async ({ page }) => {
  await enterSignedIn(page, 'debtor');
  await expect(page).toHaveURL(/\/lkd\/supplies$/);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/lkd\/critical$/);
  await expect(cabinetMenu(page).getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
});

test('the footer shows the support contacts and the company copyright; content is the screen minus 94 px', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  const footer = page.getByTestId('footer');
  await expect(footer.getByRole('link', { name: '+7 (495) 000-00-00' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'support@factoring.example.ru' })).toBeVisible();
  await expect(footer.getByTestId('footer-copyright')).toHaveText('© ООО «Факторинговая компания»');
  await expect(cabinetMenu(page)).toBeVisible();

  const sizes = await page.evaluate(() => ({
    screen: window.innerHeight,
    content: document.querySelector('[data-testid="content-area"]')?.getBoundingClientRect().height ?? 0,
    header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    footer: document.querySelector('[data-testid="footer"]')?.getBoundingClientRect().height ?? 0,
    page: document.documentElement.scrollHeight,
  }));
  expect(sizes.content).toBe(sizes.screen - 94);
  expect(sizes.header + sizes.footer).toBe(94);
  expect(sizes.page).toBe(sizes.screen);
});

test("the supplier's menu signals: a red registries bell and the event icon in red", async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  const registries = cabinetMenu(page).getByRole('link', { name: 'Заявки' });
  await expect(registries.getByTestId('menu-alert-bell')).toHaveAttribute('data-active', 'true');
  const eventIcon = cabinetMenu(page).getByRole('link', { name: 'События' }).getByTestId('menu-event-icon');
  await expect(eventIcon).toHaveAttribute('stroke', '#ee1123');
});

test('the debtor cabinet never asks for the alert status', async ({ page }) => {
  const alertCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getAlertStatus')) alertCalls.push(request.url());
  });
  await enterSignedIn(page, 'debtor');
  await expect(cabinetMenu(page).getByRole('link')).toHaveText(['Главная', 'Заявки', 'Отчеты', 'События']);
  await expect(cabinetMenu(page).getByTestId('menu-alert-bell')).toHaveAttribute('data-active', 'false');
  expect(alertCalls).toEqual([]);
});

test('multi switches through all four cabinets from the role selector', async ({ page }) => {
  const steps = [
    { role: 'Кабинет дебитора', landing: '/lkd/supplies', menu: ['Главная', 'Заявки', 'Отчеты', 'События'] },
    { role: 'Кабинет агента', landing: '/lka/supplies', menu: ['Заявки', 'Вознаграждения', 'ЭДО'] },
    { role: 'Кабинет принципала', landing: '/lkp/main', menu: ['Главная', 'Отчеты', 'События', 'ЭДО', 'Заявки', 'Тарифы'] },
    { role: 'Кабинет поставщика', landing: '/lkk/main', menu: ['Главная', 'Отчеты', 'События', 'ЭДО', 'Заявки', 'Тарифы'] },
  ];
  await signIn(page, 'multi');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  for (const step of steps) {
    await openUserMenu(page);
    await expect(page.getByText('Выбор роли')).toBeVisible();
    await expect(page.getByRole('menuitemradio')).toHaveText(['Кабинет поставщика', 'Кабинет дебитора', 'Кабинет агента', 'Кабинет принципала']);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/v2\/user\/105\/scope$/.test(response.url()) && response.ok()),
      page.getByRole('menuitemradio', { name: step.role }).click(),
    ]);
    await expect(page).toHaveURL(new RegExp(`${step.landing}$`));
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(step.menu);
    await expect(page.getByText(`(${step.role})`)).toBeVisible();
    // The switch flag is used by the first user load after the reload, then reset.
    expect(await page.evaluate(() => window.localStorage.getItem('portal.scopeSwitched'))).toBeNull();
    await openUserMenu(page);
    await expect(page.getByRole('menuitemradio', { name: step.role })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
  }
});

test('the dark theme is switched from the user menu and survives a reload', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(page).toHaveURL(/\/lka\/supplies$/);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await openUserMenu(page);
  await page.getByRole('menuitemcheckbox', { name: 'Включить темную тему' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Заявки');
  await expect(html).toHaveClass(/\bdark\b/);
  await openUserMenu(page);
  await expect(page.getByRole('menuitemcheckbox', { name: 'Включить темную тему' })).toHaveAttribute('aria-checked', 'true');

  // And back to light, which is remembered as well.
  await page.getByRole('menuitemcheckbox', { name: 'Включить темную тему' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Заявки');
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the menu is usable with the keyboard: Enter opens it, arrows move, Enter chooses, Escape closes', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const trigger = page.getByRole('button', { name: 'Меню пользователя' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The menu takes the focus on its next frame; a key pressed before that goes to the button.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const darkTheme = page.getByRole('menuitemcheckbox', { name: 'Включить темную тему' });
  // Each arrow press is waited for (the highlight moves) before the next, so none overshoots the item.
  const highlighted = menu.locator('[role^="menuitem"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  for (let step = 0; step < 10 && (await darkTheme.getAttribute('data-highlighted')) === null; step += 1) {
    const before = (await highlighted.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(before);
  }
  await expect(darkTheme).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('offline: «Нет соединения с сервером» shows, an action keeps what was typed, and the notice goes when the line is back', async ({ page, context }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toHaveCount(0);

  // The settings dialog is fetched when first opened: open it while online.
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const settings = page.getByTestId('settings-dialog');
  await expect(settings.getByLabel('Почта для уведомлений')).toBeVisible();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Нет соединения с сервером');
  await expect(notice).toContainText('Проверьте подключение к интернету.');

  // An action while offline: the notice stays, what was typed stays, the call's own failure text (spec §8) is shown.
  const email = settings.getByLabel('Почта для уведомлений');
  await email.fill('offline@example.ru');
  await settings.getByRole('button', { name: 'Применить', exact: true }).click();
  await expect(notice).toBeVisible();
  await expect(email).toHaveValue('offline@example.ru');
  await expect(page.getByTestId('error-banner')).toContainText('Ошибка изменения почты для уведомлений');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
