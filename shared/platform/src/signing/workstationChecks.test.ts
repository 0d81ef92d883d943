import type { User } from '@portal/api';
import {
  describeCertificate,
  detectBrowser,
  evaluateBrowser,
  evaluateCertificates,
  evaluateClock,
  evaluateCsp,
  evaluateHash,
  evaluatePlugin,
  evaluateRegistration,
  evaluateSignature,
  formatReport,
  HASH_TEST_DIGEST,
  summarise,
  type BrowserFacts,
  type CheckResult,
  type StoreCertificate,
} from './workstationChecks';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const YANDEX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IE = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const OLD_CHROME = 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function browser(overrides: Partial<BrowserFacts> = {}): BrowserFacts {
  return { userAgent: CHROME, cookieEnabled: true, cookieWritable: true, pageOrigin: 'https://portal.example.ru', identityOrigin: 'https://portal.example.ru', ...overrides };
}

describe('check 1: the browser', () => {
  it.each([
    [CHROME, 'Google Chrome', 131],
    [YANDEX, 'Яндекс Браузер', 124],
    [FIREFOX, 'Mozilla Firefox', 128],
    [SAFARI, 'Safari', 17],
    [IE, 'Internet Explorer', 11],
  ])('recognises %s', (userAgent, name, version) => {
    expect(detectBrowser(userAgent)).toMatchObject({ name, version });
  });

  it.each<[string, Partial<BrowserFacts>, CheckResult['state'], RegExp, RegExp | null]>([
    ['a current Chrome, sign-on on the same site', {}, 'ok', /^Google Chrome 131, файлы cookie включены; сторонние cookie не нужны/, null],
    ['sign-on on another site', { identityOrigin: 'https://sso.example.ru' }, 'ok', /сторонние cookie нужны для сайта sso\.example\.ru/, null],
    ['Internet Explorer', { userAgent: IE }, 'error', /^Internet Explorer 11 не поддерживается\.$/, /Откройте портал в другом браузере/],
    ['cookies off', { cookieEnabled: false }, 'error', /файлы cookie выключены/, /Разрешите файлы cookie для сайта portal\.example\.ru/],
    ['a cookie that does not stick', { cookieWritable: false }, 'error', /файлы cookie выключены/, /Разрешите файлы cookie/],
    ['an old Chrome', { userAgent: OLD_CHROME }, 'error', /Google Chrome 70 устарел: нужна версия 80 или новее/, /Обновите браузер/],
    ['a phone', { userAgent: ANDROID }, 'warning', /на мобильном устройстве/, /используйте компьютер/],
    ['Safari with sign-on on another site', { userAgent: SAFARI, identityOrigin: 'https://sso.example.ru' }, 'warning', /Safari не пропускает сторонние cookie/, /откройте портал в другом браузере/],
    ['an unknown browser', { userAgent: 'curl/8.0' }, 'warning', /Браузер не распознан/, /используйте компьютер/],
  ])('%s', (_case, overrides, state, found, fix) => {
    const row = evaluateBrowser(browser(overrides));
    expect(row.state).toBe(state);
    expect(row.found).toMatch(found);
    if (fix) expect(row.fix.join(' ')).toMatch(fix);
    else expect(row.fix).toEqual([]);
  });
});

describe('checks 2–4: plug-in, CSP, hash', () => {
  it.each<[Parameters<typeof evaluatePlugin>[0], CheckResult['state'], RegExp, RegExp | null]>([
    [{ kind: 'loaded', version: [2, 0, 15400] }, 'ok', /^Версия 2\.0\.15400 \(нужна 2\.0\.12438 или новее\), расширение браузера включено\.$/, null],
    [{ kind: 'loaded', version: [2, 0, 12438] }, 'ok', /^Версия 2\.0\.12438/, null],
    [{ kind: 'loaded', version: [2, 0, 12437] }, 'error', /^Не поддерживаемая версия плагина: установлена 2\.0\.12437, нужна 2\.0\.12438 или новее\.$/, /Установите новую версию: Скачайте и установите «КриптоПро ЭЦП Browser plug-in» с сайта https:\/\/www\.cryptopro\.ru\/products\/cades\/plugin/],
    [{ kind: 'loaded', version: null }, 'error', /не сообщил свою версию/, /Переустановите плагин/],
    [{ kind: 'unavailable' }, 'error', /^Плагин недоступен: плагин не установлен или его расширение в браузере выключено\.$/, /Включите расширение «CryptoPro Extension for CAdES Browser Plug-in»/],
    [{ kind: 'timeout' }, 'error', /^Истекло время ожидания загрузки плагина: расширение плагина в браузере не отвечает/, /«Дополнения и темы» → «Расширения» → «Включить»/],
    [{ kind: 'broken', reason: 'Объект не создан' }, 'error', /^Плагин загружен, но не работает: Объект не создан\.$/, /Переустановите плагин/],
  ])('plug-in %j', (facts, state, found, fix) => {
    const row = evaluatePlugin(facts);
    expect(row).toMatchObject({ id: 'plugin', state });
    expect(row.found).toMatch(found);
    if (fix) expect(row.fix.join('\n')).toMatch(fix);
  });

  it('tells to install the plug-in and enable the extension, then restart the browser, in that order', () => {
    const steps = evaluatePlugin({ kind: 'unavailable' }).fix;
    expect(steps[0]).toMatch(/^Скачайте и установите/);
    expect(steps[1]).toMatch(/^Включите расширение/);
    expect(steps.at(-1)).toBe('Закройте все окна браузера, откройте его снова и вернитесь на эту страницу.');
  });

  it.each<[Parameters<typeof evaluateCsp>[0], CheckResult['state'], RegExp]>([
    [{ kind: 'found', version: [5, 0, 12800] }, 'ok', /^Версия 5\.0\.12800 \(нужна 4\.0 или новее\)\.$/],
    [{ kind: 'found', version: [4, 0, 9963] }, 'ok', /^Версия 4\.0\.9963/],
    [{ kind: 'found', version: [3, 9, 8423] }, 'error', /^Не поддерживаемая версия CSP: установлена 3\.9\.8423, нужна 4\.0 или новее\.$/],
    [{ kind: 'missing', reason: 'Не удалось получить версию CSP' }, 'error', /^КриптоПро CSP не найден \(Не удалось получить версию CSP\)\.$/],
  ])('CSP %j', (facts, state, found) => {
    const row = evaluateCsp(facts);
    expect(row.state).toBe(state);
    expect(row.found).toMatch(found);
    if (state === 'error') expect(row.fix[0]).toMatch(/^Установите КриптоПро CSP версии 5\.0 \(или не ниже 4\.0\) с сайта https:\/\/www\.cryptopro\.ru\/products\/csp/);
  });

  it.each<[Parameters<typeof evaluateHash>[0], CheckResult['state'], RegExp]>([
    [{ kind: 'hashed', digest: HASH_TEST_DIGEST.toUpperCase() }, 'ok', /совпал с эталоном/],
    [{ kind: 'hashed', digest: '00'.repeat(32) }, 'error', /^Хэш контрольной строки неверен: 0{64} вместо 9d151eef/],
    [{ kind: 'failed', reason: 'Алгоритм не поддерживается' }, 'error', /^Хэш не вычислен: Алгоритм не поддерживается\.$/],
  ])('hash %j', (facts, state, found) => {
    const row = evaluateHash(facts);
    expect(row.state).toBe(state);
    expect(row.found).toMatch(found);
    if (state === 'error') expect(row.fix[0]).toMatch(/Проверьте лицензию КриптоПро CSP/);
  });
});

function storeCertificate(overrides: Partial<StoreCertificate> = {}): StoreCertificate {
  return {
    name: 'Иванов Иван Иванович',
    issuerName: 'CN=УЦ',
    subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, O=ООО Ромашка, C=RU',
    thumbprint: 'A'.repeat(40),
    validFrom: new Date(NOW.getTime() - 100 * DAY).toISOString(),
    validTo: new Date(NOW.getTime() + 200 * DAY).toISOString(),
    hasPrivateKey: true,
    keyUsable: true,
    algorithm: 'ГОСТ Р 34.10-2012 256 бит',
    algorithmOid: '1.2.643.7.1.1.1.1',
    ...overrides,
  };
}

describe('check 5: certificates', () => {
  it('reads holder, organisation, INNs, issuer, dates and algorithm', () => {
    expect(describeCertificate(storeCertificate(), NOW)).toMatchObject({
      holder: 'Иванов Иван Иванович',
      organisation: 'ООО Ромашка',
      inn: '771234567859',
      innOrganisation: '7704012340',
      issuer: 'УЦ',
      algorithm: 'ГОСТ Р 34.10-2012 256 бит',
      usable: true,
      state: 'ok',
      status: 'Можно подписывать: действует, закрытый ключ есть.',
      fix: [],
    });
  });

  it.each<[string, Partial<StoreCertificate>, string, string, RegExp]>([
    ['expired', { validFrom: '2024-01-01T00:00:00.000Z', validTo: new Date(NOW.getTime() - 2 * DAY).toISOString() }, 'error', 'Подписывать нельзя: срок действия истёк 27.02.2026.', /получите новый сертификат в удостоверяющем центре/],
    ['not yet valid', { validFrom: new Date(NOW.getTime() + 3 * DAY).toISOString() }, 'error', 'Подписывать нельзя: начнёт действовать 04.03.2026.', /проверьте дату и время на компьютере/],
    ['without a private key', { hasPrivateKey: false, keyUsable: false }, 'error', 'Подписывать нельзя: нет закрытого ключа.', /вставьте ключевой носитель/],
    ['with a key that is not linked', { keyUsable: false }, 'error', 'Подписывать нельзя: закрытый ключ не связан с сертификатом.', /установите его заново из контейнера/],
    ['of GOST 2001', { algorithmOid: '1.2.643.2.2.19', algorithm: 'ГОСТ Р 34.10-2001' }, 'error', 'Подписывать нельзя: устаревший алгоритм ГОСТ Р 34.10-2001.', /по ГОСТ Р 34\.10-2012/],
    ['expiring in 10 days', { validTo: new Date(NOW.getTime() + 10 * DAY).toISOString() }, 'warning', 'Можно подписывать, но срок действия заканчивается через 10 дней (11.03.2026).', /закажите новый сертификат/],
    ['expiring in 1 day', { validTo: new Date(NOW.getTime() + DAY).toISOString() }, 'warning', 'Можно подписывать, но срок действия заканчивается через 1 день (02.03.2026).', /закажите новый/],
  ])('a certificate %s', (_case, overrides, state, status, fix) => {
    const report = describeCertificate(storeCertificate(overrides), NOW);
    expect(report.state).toBe(state);
    expect(report.status).toBe(status);
    expect(report.fix.join(' ')).toMatch(fix);
  });

  it('says «Нет доступных сертификатов» for an empty store, with the steps to install one', () => {
    const row = evaluateCertificates({ kind: 'read', certificates: [] }, NOW);
    expect(row.state).toBe('error');
    expect(row.found).toBe('Нет доступных сертификатов: в хранилище «Личное» нет ни одного сертификата.');
    expect(row.fix[1]).toMatch(/«Просмотреть сертификаты в контейнере»/);
  });

  it('is an error when no certificate can sign, ✓ when one can despite an expired one, ⚠ when the chosen one expires soon', () => {
    const expired = storeCertificate({ thumbprint: 'E'.repeat(40), validTo: new Date(NOW.getTime() - DAY).toISOString() });
    const expiring = storeCertificate({ thumbprint: 'S'.repeat(40), validTo: new Date(NOW.getTime() + 5 * DAY).toISOString() });
    expect(evaluateCertificates({ kind: 'read', certificates: [expired] }, NOW)).toMatchObject({ state: 'error', found: 'Нет доступных сертификатов: 1 сертификат, пригодных для подписи: 0.' });
    expect(evaluateCertificates({ kind: 'read', certificates: [expired, storeCertificate()] }, NOW)).toMatchObject({ state: 'ok', found: '2 сертификата, пригодных для подписи: 1.' });
    const row = evaluateCertificates({ kind: 'read', certificates: [expiring, storeCertificate()] }, NOW, 'S'.repeat(40));
    expect(row.state).toBe('warning');
    expect(row.found).toMatch(/Выбранный сертификат \(Иванов Иван Иванович\) действует до 06\.03\.2026/);
    expect(evaluateCertificates({ kind: 'read', certificates: [expiring, storeCertificate()] }, NOW, 'A'.repeat(40)).state).toBe('ok');
  });

  it('reports a store that does not open', () => {
    expect(evaluateCertificates({ kind: 'failed', reason: 'Хранилище недоступно' }, NOW)).toMatchObject({ state: 'error', found: 'Хранилище сертификатов не открылось: Хранилище недоступно.' });
  });
});

describe('check 6: the test signature', () => {
  it.each<[Parameters<typeof evaluateSignature>[0], CheckResult['state'], string]>([
    [{ kind: 'signed', elapsedMs: 420, verified: true }, 'ok', 'Подпись CAdES-BES сертификатом «Иванов И. И.» создана и проверена за 0,4 с.'],
    [{ kind: 'signed', elapsedMs: 1500, verified: null }, 'ok', 'Подпись CAdES-BES сертификатом «Иванов И. И.» создана (проверить её плагин не умеет) за 1,5 с.'],
    [{ kind: 'signed', elapsedMs: 12_000, verified: true }, 'warning', 'Подпись сертификатом «Иванов И. И.» создана и проверена, но медленно: за 12,0 с.'],
    [{ kind: 'signed', elapsedMs: 300, verified: false, verifyFailure: 'Подпись недействительна' }, 'error', 'Подпись сертификатом «Иванов И. И.» создана за 0,3 с, но не прошла проверку: Подпись недействительна.'],
    [{ kind: 'failed', elapsedMs: 50, reason: 'Набор ключей не существует (0x80090016)' }, 'error', 'Подпись сертификатом «Иванов И. И.» не создана (за 0,1 с): Набор ключей не существует (0x80090016).'],
  ])('%j', (facts, state, found) => {
    const row = evaluateSignature(facts, 'Иванов И. И.');
    expect(row).toMatchObject({ state, found });
    if (state === 'error' && facts.kind === 'failed') expect(row.fix[0]).toMatch(/ключевой носитель .* вставлен/);
  });
});

describe('check 7: the clock', () => {
  const server = NOW.getTime();
  it.each<[number | null, CheckResult['state'], string]>([
    [server, 'ok', 'Часы компьютера совпадают со временем сервера.'],
    [server - 90_000, 'ok', 'Часы компьютера спешат на 1 мин 30 с — в пределах 5 минут.'],
    [server - 5 * 60_000, 'ok', 'Часы компьютера спешат на 5 мин 0 с — в пределах 5 минут.'],
    [server - 5 * 60_000 - 1000, 'error', 'Часы компьютера спешат на 5 мин 1 с (допустимо не более 5 минут): подпись получит неверное время, вход может не работать.'],
    [server + 10 * 60_000, 'error', 'Часы компьютера отстают на 10 мин 0 с (допустимо не более 5 минут): подпись получит неверное время, вход может не работать.'],
    [null, 'warning', 'Время сервера не получено: нет сети; часы не сверены.'],
  ])('server at %s', (serverMs, state, found) => {
    const row = evaluateClock({ localMs: server, serverMs, reason: 'нет сети' });
    expect(row).toMatchObject({ state, found });
    if (state === 'error') expect(row.fix[0]).toMatch(/«Установить время автоматически»/);
  });
});

describe('check 8: the certificate in the personal account', () => {
  const user = { username: 'supplier', scope: 'LKK', fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340' } as User;
  const own = storeCertificate();
  const withoutOrganisation = storeCertificate({ subjectName: 'SN=Иванов, G=Иван Иванович, ИНН=771234567859, O=ООО Ромашка' });
  const registered = [{ id: 'a'.repeat(40), fio: '', innUser: '', innCompany: '', dateTo: '' }];
  const base = { user, loginCertificates: registered, powersOfAttorney: null, now: NOW };

  it('is ✓ for a registered certificate of the user (compared in any letter case)', () => {
    expect(evaluateRegistration({ ...base, certificate: own })).toMatchObject({ state: 'ok', found: 'Сертификат добавлен в личный кабинет: по нему можно входить по УКЭП.', fix: [] });
  });

  it('is ⚠ with the settings steps for a certificate not registered', () => {
    const row = evaluateRegistration({ ...base, certificate: own, loginCertificates: [] });
    expect(row.state).toBe('warning');
    expect(row.fix).toEqual(['Меню пользователя (значок в правом верхнем углу) → «Настройки» → в списке сертификатов выберите этот сертификат → «Добавить сертификат».']);
  });

  it("is ✗ for another person's certificate, with spec §5's text", () => {
    const other = storeCertificate({ subjectName: 'SN=Сидоров, G=Пётр Павлович, ИНН=540123456723, ИНН ЮЛ=7704012340' });
    expect(evaluateRegistration({ ...base, certificate: other }).found).toBe('Выбранный сертификат не ваш: Не совпадают параметры подписи и пользователя: ФИО подписанта, ИНН подписанта.');
  });

  it.each<[string, { innCompany: string; expirationDate: string; isDeleted: boolean }[], CheckResult['state'], RegExp]>([
    ['no МЧД', [], 'error', /а её в личном кабинете нет/],
    ['a deleted МЧД only', [{ innCompany: '7704012340', expirationDate: '01.01.2027', isDeleted: true }], 'error', /а её в личном кабинете нет/],
    ['an expired МЧД', [{ innCompany: '7704012340', expirationDate: '01.02.2026', isDeleted: false }], 'error', /МЧД истекла \(01\.02\.2026\)/],
    ['an МЧД ending in 10 days', [{ innCompany: '7704012340', expirationDate: '11.03.2026', isDeleted: false }], 'warning', /МЧД загружена и действует до 11\.03\.2026 — осталось 11 дней/],
    ['an МЧД in force', [{ innCompany: '7704012340', expirationDate: '2027-01-01', isDeleted: false }], 'ok', /МЧД загружена и действует до 01\.01\.2027\./],
  ])('without the organisation INN in the certificate: %s', (_case, powersOfAttorney, state, found) => {
    const row = evaluateRegistration({ ...base, certificate: withoutOrganisation, powersOfAttorney });
    expect(row.state).toBe(state);
    expect(row.found).toMatch(found);
    if (state !== 'ok') expect(row.fix.join(' ')).toMatch(/«Загрузите файл МЧД в формате xml» → выберите файл доверенности → «Добавить МЧД»/);
  });
});

describe('summary and report', () => {
  const ok: CheckResult = { id: 'browser', state: 'ok', found: 'Google Chrome 131', fix: [] };
  const warning: CheckResult = { id: 'clock', state: 'warning', found: 'Время сервера не получено', fix: ['Нажмите «Проверить снова».'] };
  const error: CheckResult = { id: 'plugin', state: 'error', found: 'Плагин недоступен', fix: ['Установите плагин'] };
  const skippedRow: CheckResult = { id: 'csp', state: 'skipped', found: 'Не проверялось', fix: [] };

  it.each<[CheckResult[], string, string]>([
    [[ok, skippedRow], 'Всё готово к подписанию', 'Все проверки пройдены.'],
    [[ok, warning], 'Найдена 1 проблема', 'Подписывать можно, но исправьте отмеченное знаком ⚠.'],
    [[error, warning], 'Найдены 2 проблемы', 'Подписывать документы на этом компьютере пока нельзя: исправьте отмеченное знаком ✗.'],
    [[error, error, error, warning, warning], 'Найдено 5 проблем', 'Подписывать документы на этом компьютере пока нельзя: исправьте отмеченное знаком ✗.'],
    [[ok, { id: 'csp', state: 'running', found: 'проверяется…', fix: [] }], 'Идёт проверка…', 'Проверено 1 из 2.'],
  ])('%#', (rows, headline, detail) => {
    expect(summarise(rows)).toMatchObject({ headline, detail });
  });

  it('prints each row with its state in words and every fix step', () => {
    const report = formatReport([ok, error], { at: new Date(2026, 2, 1, 9, 5, 7), page: 'https://portal.example.ru/check', userAgent: CHROME });
    expect(report.split('\n')).toEqual([
      'Проверка рабочего места',
      'Время: 01.03.2026 09:05:07',
      'Страница: https://portal.example.ru/check',
      `Браузер: ${CHROME}`,
      'Итог: Найдена 1 проблема. Подписывать документы на этом компьютере пока нельзя: исправьте отмеченное знаком ✗.',
      '',
      '1. ✓ Браузер и файлы cookie — в порядке',
      '   Google Chrome 131',
      '2. ✗ КриптоПро ЭЦП Browser plug-in — ошибка',
      '   Плагин недоступен',
      '   Как исправить 1: Установите плагин',
    ]);
  });
});
