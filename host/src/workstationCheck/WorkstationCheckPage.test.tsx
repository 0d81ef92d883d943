/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { loadCabinet } from '../remotes/remoteRegistry';
import { chooseMenuItem } from '../testing/chooseMenuItem';
import { demoUser } from '../testing/demoUser';
import { renderApp } from '../testing/renderApp';
import { shellHandlers } from '../testing/shellHandlers';
import { fakeCadesPlugin, type FakeCertificate, type FakePluginOptions } from '@portal/platform/src/signing/fakeCadesPlugin';

jest.mock('../remotes/remoteRegistry', () => ({ loadCabinet: jest.fn() }));

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const DAY = 24 * 60 * 60 * 1000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
type PageWithPlugin = Window & { cadesplugin?: unknown };

/** demoUser's own certificate (name, INN and organisation INN match spec §5's rule). */
const OWN: FakeCertificate = {
  thumbprint: 'A1'.repeat(20),
  subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=500100732259, ИНН ЮЛ=7707083893, O=ООО Ромашка, C=RU',
  validFrom: new Date(Date.now() - 100 * DAY).toISOString(),
  validTo: new Date(Date.now() + 300 * DAY).toISOString(),
  hasPrivateKey: true,
};

let serverDate: () => Date;

function usePlugin(options: FakePluginOptions = { certificates: [OWN] }) {
  (window as PageWithPlugin).cadesplugin = fakeCadesPlugin(options);
}

async function signIn(outcome: FakeIdentityClient['initOutcome']) {
  const fake = new FakeIdentityClient();
  fake.initOutcome = outcome;
  await startSession(config, { createClient: () => fake });
}

function row(id: string): HTMLElement {
  return screen.getByTestId(`check-${id}`);
}

async function finished(): Promise<HTMLElement> {
  const progress = await screen.findByTestId('check-progress');
  expect(progress).toHaveAttribute('aria-live', 'polite');
  await waitFor(() => expect(progress).not.toHaveTextContent('Идёт проверка'));
  return screen.getByTestId('check-summary');
}

describe('/check «Проверка рабочего места»', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    // jsdom's own user agent is no browser the check knows (that case is a ⚠ of its own, table-tested in the platform).
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    serverDate = () => new Date();
    server.use(
      ...shellHandlers(),
      mock.get('http://localhost/config', () => HttpResponse.json(config, { headers: { Date: serverDate().toUTCString() } })),
      mock.get('http://localhost/api/v2/user', () => HttpResponse.json(demoUser('LKK'))),
      mock.put('http://localhost/api/v2/user/lastlogin', () => new HttpResponse(null, { status: 200 })),
      mock.get('http://localhost/api/certificate/all', () => HttpResponse.json([])),
      mock.get('http://localhost/api/vicarious/all', () => HttpResponse.json([])),
    );
    jest.mocked(loadCabinet).mockImplementation(async () => () => <p>cabinet</p>);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    cleanup();
    server.resetHandlers();
    stopSession();
    delete (window as PageWithPlugin).cadesplugin;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('opens without signing in, runs every check in turn and says «Всё готово к подписанию»', async () => {
    await signIn('anonymous');
    usePlugin();
    renderApp('/check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверка рабочего места' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Результаты проверки' });
    expect(within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)).toHaveLength(8);
    const summary = await finished();
    expect(summary).toHaveTextContent('Всё готово к подписанию');
    expect(row('plugin')).toHaveTextContent('КриптоПро ЭЦП Browser plug-in — в порядке');
    expect(row('plugin')).toHaveTextContent('Версия 2.0.15400 (нужна 2.0.12438 или новее)');
    expect(row('csp')).toHaveTextContent('Версия 5.0.12800');
    expect(row('hash')).toHaveTextContent('совпал с эталоном');
    expect(row('certificates')).toHaveTextContent('Иванов Иван Иванович, ООО Ромашка');
    expect(row('certificates')).toHaveTextContent('ИНН 500100732259, ИНН организации 7707083893');
    expect(row('certificates')).toHaveTextContent('алгоритм: ГОСТ Р 34.10-2012 256 бит');
    expect(row('signature')).toHaveTextContent(/Подпись CAdES-BES сертификатом «Иванов Иван Иванович» создана и проверена за \d+,\d с/);
    expect(row('clock')).toHaveTextContent('Часы компьютера — в порядке');
    expect(row('registration')).toHaveTextContent('не проверялось');
    expect(row('registration')).toHaveTextContent('войдите в личный кабинет');
    expect(screen.queryByText('Как исправить:')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вход по УКЭП' })).toHaveAttribute('href', '/ukep');
    expect(document.title).toBe('Проверка рабочего места');
  });

  it('without the plug-in: ✗ with the install and enable steps, the dependent checks not run, one problem counted', async () => {
    await signIn('anonymous');
    renderApp('/check');
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    const summary = await finished();
    expect(summary).toHaveTextContent('Найдена 1 проблема');
    expect(summary).toHaveTextContent('Подписывать документы на этом компьютере пока нельзя');
    expect(row('plugin')).toHaveAttribute('data-state', 'error');
    expect(row('plugin')).toHaveTextContent('КриптоПро ЭЦП Browser plug-in — ошибка');
    expect(row('plugin')).toHaveTextContent('Плагин недоступен: плагин не установлен или его расширение в браузере выключено.');
    const steps = within(row('plugin')).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toMatch(/^Скачайте и установите «КриптоПро ЭЦП Browser plug-in» с сайта https:\/\/www\.cryptopro\.ru\/products\/cades\/plugin/);
    expect(steps[1]).toMatch(/^Включите расширение «CryptoPro Extension for CAdES Browser Plug-in»/);
    for (const id of ['csp', 'hash', 'certificates', 'signature']) expect(row(id)).toHaveTextContent('не проверялось');
  });

  it.each<[string, FakePluginOptions, string, RegExp, RegExp]>([
    ['an old plug-in', { pluginVersion: [2, 0, 12437], certificates: [OWN] }, 'plugin', /Не поддерживаемая версия плагина: установлена 2\.0\.12437, нужна 2\.0\.12438 или новее/, /Установите новую версию/],
    ['no CSP', { cspVersion: null, certificates: [OWN] }, 'csp', /КриптоПро CSP не найден \(Криптопровайдер не установлен\)/, /Установите КриптоПро CSP версии 5\.0/],
    ['an old CSP', { cspVersion: [3, 9, 8423], certificates: [OWN] }, 'csp', /Не поддерживаемая версия CSP: установлена 3\.9\.8423/, /Перезагрузите компьютер/],
    ['a wrong hash', { digest: '00'.repeat(32), certificates: [OWN] }, 'hash', /Хэш контрольной строки неверен/, /Проверьте лицензию КриптоПро CSP/],
    ['no certificates', { certificates: [] }, 'certificates', /Нет доступных сертификатов: в хранилище «Личное» нет ни одного сертификата/, /Вставьте ключевой носитель/],
    ['a failing signature', { certificates: [OWN], signFailure: 'Набор ключей не существует (0x80090016)' }, 'signature', /не создана \(за \d+,\d с\): Набор ключей не существует \(0x80090016\)/, /PIN-код/],
    ['a signature that does not verify', { certificates: [OWN], verifyFailure: 'Подпись недействительна' }, 'signature', /не прошла проверку: Подпись недействительна/, /Переустановите КриптоПро CSP/],
  ])('%s: ✗ with the fix in plain Russian', async (_case, options, id, found, fix) => {
    await signIn('anonymous');
    usePlugin(options);
    renderApp('/check');
    const summary = await finished();
    expect(summary).toHaveTextContent(/Найден/);
    expect(row(id)).toHaveTextContent('— ошибка');
    expect(row(id)).toHaveTextContent(found);
    expect(within(row(id)).getByText('Как исправить:')).toBeInTheDocument();
    expect(row(id)).toHaveTextContent(fix);
  });

  it('lists expired, expiring and keyless certificates each with its state and fix', async () => {
    await signIn('anonymous');
    const expired = { ...OWN, thumbprint: 'E1'.repeat(20), validFrom: '2023-01-01T00:00:00.000Z', validTo: new Date(Date.now() - 3 * DAY).toISOString() };
    const keyless = { ...OWN, thumbprint: 'B1'.repeat(20), hasPrivateKey: false };
    const expiring = { ...OWN, thumbprint: 'C1'.repeat(20), validTo: new Date(Date.now() + 10 * DAY).toISOString() };
    usePlugin({ certificates: [expired, keyless, expiring] });
    renderApp('/check');
    const summary = await finished();
    expect(summary).toHaveTextContent('Найдена 1 проблема');
    expect(summary).toHaveTextContent('Подписывать можно, но исправьте отмеченное знаком ⚠.');
    expect(row('certificates')).toHaveTextContent('Сертификаты в хранилище — есть замечание');
    const certificates = within(row('certificates')).getAllByTestId('certificate-row');
    expect(certificates[0]).toHaveTextContent(/Подписывать нельзя: срок действия истёк \d\d\.\d\d\.\d{4}/);
    expect(certificates[0]).toHaveTextContent('получите новый сертификат в удостоверяющем центре');
    expect(certificates[1]).toHaveTextContent('Подписывать нельзя: нет закрытого ключа.');
    expect(certificates[1]).toHaveTextContent('вставьте ключевой носитель');
    expect(certificates[2]).toHaveTextContent(/Можно подписывать, но срок действия заканчивается через 1[01] дн/);
  });

  it('says the clock is wrong when it is more than 5 minutes from the server', async () => {
    await signIn('anonymous');
    usePlugin();
    serverDate = () => new Date(Date.now() - 10 * 60 * 1000);
    renderApp('/check');
    await finished();
    expect(row('clock')).toHaveTextContent('Часы компьютера — ошибка');
    expect(row('clock')).toHaveTextContent(/Часы компьютера спешат на (9|10) мин \d+ с \(допустимо не более 5 минут\)/);
    expect(row('clock')).toHaveTextContent('«Установить время автоматически»');
  });

  it('copies a plain-text report and says so', async () => {
    const user = userEvent.setup();
    await signIn('anonymous');
    usePlugin({ pluginVersion: [2, 0, 12437], certificates: [OWN] });
    renderApp('/check');
    await finished();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Скопировать отчёт' }));
    expect(await screen.findByText('Отчёт скопирован в буфер обмена.')).toBeInTheDocument();
    const report = String(writeText.mock.calls[0]?.[0]);
    expect(report).toMatch(/^Проверка рабочего места\n/);
    expect(report).toContain('Итог: Найдена 1 проблема. Подписывать документы на этом компьютере пока нельзя');
    expect(report).toContain('2. ✗ КриптоПро ЭЦП Browser plug-in — ошибка');
    expect(report).toContain('   Как исправить 1: Установите новую версию');
    expect(report).toContain('• ✓ Иванов Иван Иванович, ООО Ромашка, ИНН 500100732259');
    expect(report).toContain(`Браузер: ${CHROME}`);
  });

  it('shows the report to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    await signIn('anonymous');
    usePlugin();
    renderApp('/check');
    await finished();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Скопировать отчёт' }));
    expect(await screen.findByText('Скопировать автоматически не удалось: выделите текст отчёта ниже и нажмите Ctrl+C.')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Текст отчёта' }) as HTMLTextAreaElement).value).toContain('Итог: Всё готово к подписанию.');
  });

  it('signed in: checks the certificate against the personal account and is reached from the user menu', async () => {
    const user = userEvent.setup();
    await signIn('authenticated');
    usePlugin();
    renderApp('/lkk/main');
    await chooseMenuItem(user, 'Проверка рабочего места');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/check'));
    await screen.findByRole('heading', { level: 1, name: 'Проверка рабочего места' });
    await finished();
    expect(row('registration')).toHaveTextContent('Сертификат в личном кабинете — есть замечание');
    expect(row('registration')).toHaveTextContent('Сертификат не добавлен в личный кабинет: подписывать им можно, но входить по УКЭП — нет.');
    expect(row('registration')).toHaveTextContent('«Настройки» → в списке сертификатов выберите этот сертификат → «Добавить сертификат»');
    expect(screen.getByRole('link', { name: 'Вернуться в личный кабинет' })).toHaveAttribute('href', '/login');
  });

  it('signed in, a registered certificate without the organisation INN and no МЧД: ✗ with the МЧД steps', async () => {
    await signIn('authenticated');
    const personal = { ...OWN, subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=500100732259, C=RU' };
    usePlugin({ certificates: [personal] });
    server.use(mock.get('http://localhost/api/certificate/all', () => HttpResponse.json([{ id: OWN.thumbprint, fio: 'Иванов Иван Иванович', innUser: '500100732259', innCompany: '', dateTo: '01.01.2030 00:00:00' }])));
    renderApp('/check');
    await finished();
    expect(row('registration')).toHaveTextContent('— ошибка');
    expect(row('registration')).toHaveTextContent('Сертификат добавлен в личный кабинет');
    expect(row('registration')).toHaveTextContent('подписывать можно только по машиночитаемой доверенности (МЧД), а её в личном кабинете нет');
    expect(row('registration')).toHaveTextContent('«Загрузите файл МЧД в формате xml» → выберите файл доверенности → «Добавить МЧД»');
  });

  it('tests another usable certificate when the user chooses it, with the keyboard-usable picker', async () => {
    const user = userEvent.setup();
    await signIn('anonymous');
    const other = { ...OWN, thumbprint: 'D1'.repeat(20), subjectName: 'CN=Петров Пётр Петрович, SN=Петров, G=Пётр Петрович, ИНН=500345678979, O=ООО Лютик' };
    usePlugin({ certificates: [OWN, other] });
    renderApp('/check');
    await finished();
    expect(row('signature')).toHaveTextContent('сертификатом «Иванов Иван Иванович»');
    const picker = screen.getByRole('combobox', { name: 'Сертификат для пробной подписи' });
    await user.selectOptions(picker, other.thumbprint);
    await waitFor(() => expect(row('signature')).toHaveTextContent('сертификатом «Петров Пётр Петрович» создана и проверена'));
  });

  it('is linked from /ukep', async () => {
    await signIn('anonymous');
    usePlugin();
    renderApp('/ukep');
    expect(await screen.findByRole('link', { name: 'Проверка рабочего места' })).toHaveAttribute('href', '/check');
  });
});
