import { expect, test, type Locator } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { openSupplierDocumentRequest } from '../support/supplierEvents';
import { countRequests } from '../support/requestCounter';
import { enterSignedIn } from '../support/signedIn';

/**
 * Hostile input: every upload field refuses a wrong type, an oversize file, an empty file and a name with
 * a path separator (registry documents also an invisible character and a bare extension), each with a Russian message tied to the field, and keeps the user's other choices. The sandbox
 * refuses the same names when a client skips the portal's checks.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

const MB = 1024 * 1024;
const PATH_TEXT = (name: string) => `Файл «${name}» не загружен: имя файла не должно содержать символы «/» и «\\»`;

function file(name: string, content: Buffer | string, mimeType = 'application/pdf') {
  return { name, mimeType, buffer: typeof content === 'string' ? Buffer.from(content) : content };
}

/** The text of the elements an element's aria-describedby names. */
async function describedBy(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

test('registry documents (LKK): each refusal is listed with its reason while the good file is added', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7004');
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  const uploads = countRequests(page, 'POST', /\/api\/registries\/7004\/documents$/);

  await page.getByTestId('document-input').setInputFiles([
    file('акт-сверки.pdf', '%PDF-1.4 акт'),
    file('program.exe', 'MZ', 'application/octet-stream'),
    file('большой.pdf', Buffer.alloc(20 * MB + 1, 0x20)),
    file('пустой.pdf', Buffer.alloc(0)),
    file('../счёт.pdf', '%PDF-1.4 счёт'),
    file('папка\\письмо.pdf', '%PDF-1.4 письмо'),
    // A zero-width space makes two names look the same; a bare extension is no name (refused by the back end too).
    file('акт\u200B.pdf', '%PDF-1.4 акт'),
    file('.pdf', '%PDF-1.4'),
  ]);
  const documents = page.getByRole('list', { name: 'Документы заявки' });
  await expect(documents.getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toBeVisible();
  const picked = page.getByRole('list', { name: 'Выбранные файлы' });
  const refusals = picked.getByRole('alert');
  await expect(refusals).toHaveText([
    'Файл «program.exe» не загружен: допустимые форматы — pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig.',
    'Файл «большой.pdf» больше 20 МБ.',
    'Файл «пустой.pdf» пуст.',
    `${PATH_TEXT('../счёт.pdf')}.`,
    `${PATH_TEXT('папка\\письмо.pdf')}.`,
    'Файл «акт�.pdf» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл',
    'Файл «.pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл',
  ]);
  // Only the good file went to the server; the refused ones stay listed and the picker is described by them.
  expect(uploads.count).toBe(1);
  const picker = page.getByRole('button', { name: 'Добавить документы' });
  const description = await describedBy(picker);
  for (const text of ['program.exe', 'больше 20 МБ', 'пуст', '../счёт.pdf', 'папка\\письмо.pdf']) expect(description).toContain(text);

  // Removing one refusal keeps the others.
  await picked.getByRole('button', { name: 'Убрать program.exe из списка' }).click();
  await expect(refusals).toHaveCount(6);
});

test('event requirement (LKK): refused files are named under the picker, the good one stays chosen and uploads', async ({ page }) => {
  const details = await openSupplierDocumentRequest(page);
  const uploads = countRequests(page, 'POST', /\/api\/lkk\/event\/[^/]+\/add-file$/);

  const input = details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»');
  await input.setInputFiles([
    file('program.exe', 'MZ', 'application/octet-stream'),
    file('акт-сверки.pdf', '%PDF-1.4 акт'),
    file('большой.pdf', Buffer.alloc(20 * MB + 1, 0x20)),
    file('пустой.pdf', Buffer.alloc(0)),
    file('../счёт.pdf', '%PDF-1.4 счёт'),
    file('C:\\письмо.pdf', '%PDF-1.4 письмо'),
  ]);
  const requirement = details.getByTestId('requirement').filter({ hasText: 'Акт сверки взаиморасчётов' });
  const alert = requirement.getByRole('alert');
  for (const text of [
    'Файл «program.exe» не загружен: допустимые форматы',
    'Файл «большой.pdf» больше 20 МБ.',
    'Файл «пустой.pdf» пуст.',
    PATH_TEXT('../счёт.pdf'),
    PATH_TEXT('C:\\письмо.pdf'),
  ]) {
    await expect(alert).toContainText(text);
  }
  // The field is tied to its message by aria-describedby once the message is on screen: waited for, not read once.
  await expect.poll(() => describedBy(input)).toContain('Файл «пустой.pdf» пуст.');
  await expect(requirement.getByText('Выбрано: акт-сверки.pdf')).toBeVisible();
  expect(uploads.count).toBe(0);

  await requirement.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  expect(uploads.count).toBe(1);
});

test('EDM new document (LKK): each refusal is shown on the file field, nothing is sent, the type and comment stay', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo?type=outgoing');
  const rows = page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel('Комментарий').fill('Просим подписать');
  const saves = countRequests(page, 'POST', /\/api\/edm\/save$/);
  const field = form.getByLabel(/Файлы/);

  const cases: Array<[ReturnType<typeof file>, string]> = [
    [file('setup.exe', 'MZ', 'application/octet-stream'), 'Недопустимый тип файла «setup.exe». Разрешены: pdf, xml, doc, docx, xls, xlsx, jpg, jpeg, png, zip'],
    [file('большой.pdf', Buffer.alloc(20 * MB + 1, 0x20)), 'Файл «большой.pdf» больше 20 МБ'],
    [file('пустой.pdf', Buffer.alloc(0)), 'Файл «пустой.pdf» пуст'],
    [file('../письмо.pdf', '%PDF-1.4'), PATH_TEXT('../письмо.pdf')],
    [file('папка\\письмо.pdf', '%PDF-1.4'), PATH_TEXT('папка\\письмо.pdf')],
  ];
  for (const [bad, message] of cases) {
    await field.setInputFiles([file('Хороший.pdf', '%PDF-1.4 хороший'), bad]);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect.poll(() => describedBy(field)).toContain(message);
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(form.getByRole('alert')).toHaveText(message);
    expect(saves.count).toBe(0);
    await expect(form.getByRole('combobox', { name: 'Тип документа' })).not.toHaveValue('');
    await expect(form.getByLabel('Комментарий')).toHaveValue('Просим подписать');
  }

  await field.setInputFiles([file('Хороший.pdf', '%PDF-1.4 хороший')]);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  expect(saves.count).toBe(1);
  await expect(rows.filter({ hasText: 'Хороший.pdf' })).toHaveCount(1);
});

test('МЧД (settings): each refusal is shown under the field, «Сохранить» stays disabled, the typed e-mail stays', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Почта для уведомлений');
  await email.fill('new-address@example.ru');
  const section = dialog.getByTestId('powers-of-attorney');
  await section.getByRole('button', { name: 'Добавить МЧД' }).click();
  const field = section.getByLabel('Загрузите файл МЧД в формате xml');
  const uploads = countRequests(page, 'POST', /\/api\/vicarious$/);

  const cases: Array<[ReturnType<typeof file>, string]> = [
    [file('mchd.pdf', '%PDF', 'application/pdf'), 'Неверный формат файла!'],
    [file('mchd.xml', Buffer.alloc(MB + 1, 0x20), 'application/xml'), 'Размер файла МЧД превышает 1 МБ'],
    [file('mchd.xml', Buffer.alloc(0), 'application/xml'), 'Файл МЧД пуст'],
    [file('../mchd.xml', '<Доверенность/>', 'application/xml'), PATH_TEXT('../mchd.xml')],
    [file('C:\\mchd.xml', '<Доверенность/>', 'application/xml'), PATH_TEXT('C:\\mchd.xml')],
  ];
  for (const [bad, message] of cases) {
    await field.setInputFiles(bad);
    await expect(section.getByRole('alert')).toHaveText(message);
    await expect.poll(() => describedBy(field)).toBe(message);
    await expect(section.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  }
  expect(uploads.count).toBe(0);
  await expect(email).toHaveValue('new-address@example.ru');
});

test('the sandbox refuses a name with a path and an empty file from a client that skips the portal’s checks', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const answers = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith('access_token='))?.split('=')[1] ?? '');
    const send = async (path: string, field: string, name: string, content: string, extra: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(extra)) form.append(key, value);
      form.append(field, new File([content], name));
      const response = await fetch(`/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
      return { path, name, status: response.status, text: await response.text() };
    };
    return [
      await send('/registries/7004/documents', 'files', '../акт.pdf', '%PDF-1.4'),
      await send('/registries/7004/documents', 'files', 'пустой.pdf', ''),
      await send('/edm/save', 'files', 'папка\\письмо.pdf', '%PDF-1.4', { documentType: '1' }),
      await send('/vicarious', 'file', '../mchd.xml', '<Доверенность/>'),
      await send('/vicarious', 'file', 'mchd.xml', ''),
    ];
  });
  expect(answers.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400]);
  const message = (text: string) => (JSON.parse(text) as { message: string }).message;
  expect(message(answers[0]!.text)).toBe(PATH_TEXT('../акт.pdf'));
  expect(message(answers[1]!.text)).toBe('Файл «пустой.pdf» пуст');
  expect(message(answers[2]!.text)).toBe(PATH_TEXT('папка\\письмо.pdf'));
  expect(answers[3]!.text).toBe(PATH_TEXT('../mchd.xml'));
  expect(answers[4]!.text).toBe('Файл МЧД пуст');
});
