import { expect as portalExpect, test } from '../support/portalTest';
import { serveRemoteCopy, type CopiedRemote } from '../support/copiedRemote';
import { E2E_PORT, E2E_REMOTE_PORTS, defaultRemotes, manifestUrl } from '../support/ports';
import { resetSandbox, writeRemotesFile } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { builtHostVersion, builtRemoteVersion } from '../support/builtVersions';
import { enterSignedIn } from '../support/signedIn';

const PAGE_CODE_PREFIX = 'Cabinet page code failed to load: ';
/** A port of this test's own in the worker's block (ports.ts leaves base + 36 … 39 free). */
const COPY_PORT = E2E_PORT + 37;
const expect = portalExpect.configure({ timeout: 30_000 });

let copy: CopiedRemote | null = null;

test.beforeEach(async () => {
  test.slow();
  await resetSandbox();
});

test.afterEach(async () => {
  await copy?.stop();
  copy = null;
  await resetSandbox();
});

test('the running version is deleted and replaced while the page is open: the next page says a new version came out, keeps what was created, and reports it', async ({ page }) => {
  copy = await serveRemoteCopy('remote-lkp', COPY_PORT);
  writeRemotesFile({ ...defaultRemotes(), LKP: copy.manifestUrl });
  // The bodies of POST log/error, read in the page (the app's fetch gets a Request whose body Playwright does not
  // see), and the sandbox's answers to them.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const sent: string[] = [];
    Object.assign(window, { __errorReports: sent });
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/log/error')) void request.clone().text().then((body) => sent.push(body));
      return original(request);
    };
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/log/error')) answers.push(response.status());
  });
  const pageCodeReports = async () =>
    (await page.evaluate(() => (window as unknown as { __errorReports: string[] }).__errorReports))
      .map((body) => (JSON.parse(body) as { message: string }).message)
      .filter((message) => message.startsWith(PAGE_CODE_PREFIX));

  await enterSignedIn(page, 'principal');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Заявки' }).click();
  await expect(page).toHaveURL(/\/lkp\/registries$/);
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
  const picker = dialog.getByLabel('Договор', { exact: true });
  await expect(picker).toBeEnabled();
  // What the user types: the number of the first contract on the list, which the search then keeps.
  const word = ((await picker.locator('option').nth(1).textContent()) ?? '').split(' — ')[0] ?? '';
  expect(word).not.toBe('');
  await dialog.getByLabel('Поиск договора').fill(word);

  // Ops promote another version and the old one's files disappear with its pod.
  copy.deleteFiles();
  const newVersion = manifestUrl(E2E_REMOTE_PORTS.LKP);
  writeRemotesFile({ ...defaultRemotes(), LKP: newVersion });
  await expect(dialog.getByLabel('Поиск договора')).toHaveValue(word);
  await expect(picker.locator('option')).not.toHaveCount(1);
  await picker.selectOption({ index: 1 });

  // Creating it opens its page, whose code was never loaded: it is gone.
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/lkp\/registries\/\d+$/);
  const created = page.url();
  const notice = page.getByTestId('new-cabinet-version');
  await expect(notice.getByRole('alert')).toHaveText('Вышла новая версия кабинетаОбновите страницу, чтобы продолжить работу.');
  await expect(page.getByText('Не удалось загрузить страницу')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  // The cabinet around it still works.
  await expect(cabinetMenu(page).getByRole('link', { name: 'Заявки' })).toBeVisible();

  await expect.poll(async () => (await pageCodeReports()).length).toBeGreaterThan(0);
  // Every report the page sent was taken by the sandbox.
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 204)).toBe(true);
  const [report] = await pageCodeReports();
  const [fields, versions] = (report ?? '').slice(PAGE_CODE_PREFIX.length).split('\n');
  expect(JSON.parse(fields ?? '')).toMatchObject({ scope: 'LKP', runningUrl: copy.manifestUrl, runningVersion: builtRemoteVersion('LKP'), verdict: 'version-gone', chunk: expect.stringMatching(new RegExp(`^http://localhost:${COPY_PORT}/.+\\.js$`)) });
  expect(versions).toBe(`Versions: host ${builtHostVersion()}; LKP ${builtRemoteVersion('LKP')} (${copy.manifestUrl})`);

  // The reload button is reached with the keyboard and opens the created registry in the new version.
  const reload = notice.getByRole('button', { name: 'Обновить страницу' });
  for (let presses = 0; presses < 40 && !(await reload.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(reload).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  expect(page.url()).toBe(created);
});
