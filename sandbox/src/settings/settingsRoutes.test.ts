/** @jest-environment node */
import { CertificateAuthority } from '../cryptopro/certificateAuthority';
import { createPkce } from '../testing/pkce';
import { OidcTestClient } from '../testing/oidcClient';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { createDemoAccounts } from '../users/demoUsers';
import { certificateDate, certificateToSave } from './certificateToSave';
import { powerOfAttorneyXml } from './powerOfAttorneyTemplate';

jest.setTimeout(30_000);

let sandbox: TestSandbox;
let authority: CertificateAuthority;
let supplier: string;
let principal: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const userOf = (username: string) => {
  const account = createDemoAccounts().find((candidate) => candidate.user.username === username);
  if (!account) throw new Error(username);
  return account.user;
};
const certificateOf = (kind: string, username?: string) => {
  const found = authority.certificates.find((certificate) => certificate.kind === kind && (username === undefined || certificate.username === username));
  if (!found) throw new Error(kind);
  return found;
};
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  authority = sandbox.state.settings.authority;
  supplier = await sandbox.accessTokenOf('supplier');
  principal = await sandbox.accessTokenOf('principal');
});

afterAll(async () => {
  await sandbox.stop();
});

afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

function json(method: string, path: string, token: string, body?: unknown) {
  return sandbox.call(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });
}

function upload(token: string, fileName: string, content: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([content as BlobPart]), fileName);
  return fetch(`${sandbox.urls.main}/api/vicarious`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' }, body: form });
}

describe('password change action (four fields)', () => {
  const change = (token: string, body: Record<string, string>) => json('POST', '/api/v2/user/changePassword', token, body);

  it('replaces the password: the login form refuses the old one and takes the new one', async () => {
    const token = await sandbox.accessTokenOf('multi');
    const response = await change(token, { login: 'multi', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' });
    expect(response.status).toBe(200);
    expect((await json('GET', '/api/v2/user', token).then((r) => r.json())).hasActualPassword).toBe(true);
    await expect(new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).signIn('multi', 'demo')).rejects.toThrow('did not redirect back');
    await expect(new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).signIn('multi', 'Secret_1')).resolves.toHaveProperty('access_token');
  });

  it('answers 409 with {message} for a wrong current password, a mismatched confirmation or an unchanged one', async () => {
    const wrong = await change(supplier, { login: 'supplier', currentPassword: 'nope', password: 'Secret_1', confirmPassword: 'Secret_1' });
    expect([wrong.status, await wrong.json()]).toEqual([409, { message: 'Неверный текущий пароль' }]);
    const mismatch = await change(supplier, { login: 'supplier', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_2' });
    expect([mismatch.status, await mismatch.json()]).toEqual([409, { message: 'Новые пароли не совпадают' }]);
    await change(supplier, { login: 'supplier', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' });
    const same = await change(supplier, { login: 'supplier', currentPassword: 'Secret_1', password: 'Secret_1', confirmPassword: 'Secret_1' });
    expect([same.status, await same.json()]).toEqual([409, { message: 'Новый пароль должен отличаться от текущего' }]);
  });

  it("checks spec §5's characters and the shipped realm's policy, extra fields and another user", async () => {
    const cases: Array<[string, string]> = [
      ['abc', 'Пароль слишком короткий: нужно не менее 8 символов.'],
      ['qwertyui', 'Пароль должен содержать хотя бы одну цифру.'],
      ['supplier', 'Пароль должен содержать хотя бы одну цифру.'],
      ['a'.repeat(41), 'Пароль должен быть не более 40 символов.'],
      ['пароль1', 'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).'],
    ];
    for (const [password, message] of cases) {
      const response = await change(supplier, { login: 'supplier', currentPassword: 'demo', password, confirmPassword: password });
      expect([response.status, await response.json()]).toEqual([400, { message }]);
    }
    const extra = await change(supplier, { login: 'supplier', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1', scope: 'LKK' });
    expect([extra.status, (await extra.json()).message]).toEqual([400, 'Неверное поле «тело запроса»: лишние поля: scope']);
    expect((await change(supplier, { login: 'debtor', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' })).status).toBe(403);
  });

  it('refuses one of the last three passwords (the realm keeps a history of 3); an older one may come back', async () => {
    const steps: Array<[string, string, number]> = [
      ['demo', 'First_1a', 200],
      ['First_1a', 'Second_2b', 200],
      ['Second_2b', 'First_1a', 400],
      ['Second_2b', 'Third_3c', 200],
      ['Third_3c', 'Fourth_4d', 200],
      ['Fourth_4d', 'First_1a', 200],
    ];
    for (const [currentPassword, password, status] of steps) {
      const response = await change(supplier, { login: 'supplier', currentPassword, password, confirmPassword: password });
      expect([password, response.status]).toEqual([password, status]);
      if (status === 400) expect(await response.json()).toEqual({ message: 'Пароль не должен совпадать ни с одним из 3 последних паролей.' });
    }
  });
});

describe('PUT /{scope}/user/password (the new password as body)', () => {
  const put = (token: string, body: string, path = '/api/lkk/user/password', type = 'text/plain') => sandbox.call(path, { method: 'PUT', token, body, headers: { 'content-type': type } });
  /** The user as at a first sign-in (`hasActualPassword: false`), the one case the PUT may set a password without the current one. */
  const firstSignIn = (username: string) => {
    const account = sandbox.state.users.byUsername(username);
    if (!account) throw new Error(username);
    account.user = { ...account.user, hasActualPassword: false };
  };

  it('sets the password of a first sign-in from a plain-text body and answers 200 with an empty body', async () => {
    const token = await sandbox.accessTokenOf('newcomer');
    const response = await put(token, 'Secret_9');
    expect([response.status, await response.text()]).toEqual([200, '']);
    expect((await json('GET', '/api/v2/user', token).then((r) => r.json())).hasActualPassword).toBe(true);
    await expect(new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).signIn('newcomer', 'Secret_9')).resolves.toHaveProperty('access_token');
  });

  it('refuses (403) a user who has a password, who must give the current one; the password stays', async () => {
    for (const [username, path] of [['supplier', '/api/lkk/user/password'], ['principal', '/api/lkk/user/password'], ['debtor', '/api/lkd/user/password'], ['agent', '/api/lka/user/password']]) {
      const token = await sandbox.accessTokenOf(username!);
      const response = await put(token, 'Secret_9', path);
      expect([username, response.status, await response.json()]).toEqual([username, 403, { message: 'Для смены пароля укажите текущий пароль' }]);
      await expect(new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).signIn(username!, 'demo')).resolves.toHaveProperty('access_token');
    }
    // Once the newcomer has set a password, the PUT no longer works for them either.
    const newcomer = await sandbox.accessTokenOf('newcomer');
    expect((await put(newcomer, 'Secret_9')).status).toBe(200);
    expect((await put(newcomer, 'Secret_8')).status).toBe(403);
  });

  it('refuses a JSON object body, a blank password and a rule breach', async () => {
    const newcomer = await sandbox.accessTokenOf('newcomer');
    const object = await put(newcomer, JSON.stringify({ password: 'Secret_1' }), '/api/lkk/user/password', 'application/json');
    expect([object.status, (await object.json()).message]).toEqual([400, 'Тело запроса должно быть новым паролем (text/plain)']);
    expect((await put(newcomer, '   ')).status).toBe(400);
    const short = await put(newcomer, 'abc');
    expect([short.status, (await short.json()).message]).toEqual([400, 'Пароль слишком короткий: нужно не менее 8 символов.']);
    const plain = await put(newcomer, 'qwertyui');
    expect([plain.status, (await plain.json()).message]).toEqual([400, 'Пароль должен содержать хотя бы одну цифру.']);
  });

  it("lets LKP use the LKK path but not another cabinet's", async () => {
    firstSignIn('principal');
    expect((await put(principal, 'Secret_2', '/api/lkd/user/password')).status).toBe(403);
    expect((await put(principal, 'Secret_1')).status).toBe(200);
  });
});

describe('notification e-mail and date', () => {
  it('changes the e-mail and refuses a malformed one', async () => {
    const response = await json('POST', '/api/v2/user/changeEmail', supplier, { email: 'new@romashka.example.ru' });
    // Not a User: the portal must take any 2xx as success.
    expect([response.status, await response.json()]).toEqual([200, { result: 'OK' }]);
    expect((await json('GET', '/api/v2/user', supplier).then((r) => r.json())).email).toBe('new@romashka.example.ru');
    expect((await json('POST', '/api/v2/user/changeEmail', supplier, { email: 'not-an-email' })).status).toBe(400);
  });

  it('keeps the e-mail limits: at most 254 characters of a valid address, no markup, so tokens stay small', async () => {
    const refused = async (email: string) => {
      const response = await json('POST', '/api/v2/user/changeEmail', supplier, { email });
      return [response.status, (await response.json()).message];
    };
    const tooLong = 'Неверное поле «email»: адрес электронной почты длиннее 254 символов';
    const invalid = 'Неверное поле «email»: нужен адрес электронной почты вида имя@домен.ru';
    // A 1 MB address (inside the 1 MB JSON limit): refused by its length, not by the body parser.
    expect(await refused(`${'a'.repeat(1_000_000 - 40)}@romashka.example.ru`)).toEqual([400, tooLong]);
    expect(await refused(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.ru`)).toEqual([400, tooLong]);
    expect(await refused('<script>alert(1)</script>@romashka.example.ru')).toEqual([400, invalid]);
    expect(await refused('"><img src=x onerror=alert(1)>@x.ru')).toEqual([400, invalid]);
    expect(await refused('a@b')).toEqual([400, invalid]);
    expect(await refused('a..b@romashka.ru')).toEqual([400, invalid]);
    expect(await refused(`${'a'.repeat(65)}@romashka.ru`)).toEqual([400, invalid]);
    expect((await json('GET', '/api/v2/user', supplier).then((r) => r.json())).email).not.toMatch(/script|img/);

    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;
    expect(longest).toHaveLength(254);
    for (const email of [longest, 'Ivanov.I-I+factoring@почта.рф', "o'neil@romashka.example.ru"]) {
      expect([email, (await json('POST', '/api/v2/user/changeEmail', supplier, { email })).status]).toEqual([email, 200]);
      expect((await json('GET', '/api/v2/user', supplier).then((r) => r.json())).email).toBe(email);
    }
  });

  it('stores the notification date for LKK and LKP only', async () => {
    const response = await json('POST', '/api/lkk/user/notification_date', supplier, { notificationDate: '2025-06-01' });
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
    expect((await json('POST', '/api/lkk/user/notification_date', supplier, { notificationDate: '01.06.2025' })).status).toBe(400);
    const debtor = await sandbox.accessTokenOf('debtor');
    expect((await json('POST', '/api/lkk/user/notification_date', debtor, { notificationDate: '2025-06-01' })).status).toBe(403);
  });
});

describe('login certificates', () => {
  it('lists the seeded certificate of supplier, adds one, refuses another user\'s, deletes', async () => {
    const seeded = certificateToSave(certificateOf('own', 'supplier'));
    expect(await json('GET', '/api/certificate/all', supplier).then((r) => r.json())).toEqual([{ ...seeded, serialNumber: '7C000001' }]);
    expect(await json('GET', '/api/certificate/all', principal).then((r) => r.json())).toEqual([]);

    const own = certificateToSave(certificateOf('own', 'principal'));
    const added = await json('POST', '/api/certificate/add', principal, own);
    expect([added.status, await added.json()]).toEqual([201, { id: own.id }]);
    expect(await json('GET', '/api/certificate/all', principal).then((r) => r.json())).toEqual([{ ...own, serialNumber: '7C000001' }]);
    const again = await json('POST', '/api/certificate/add', principal, own);
    expect([again.status, await again.json()]).toEqual([409, { message: 'Сертификат уже добавлен' }]);

    const taken = await json('POST', '/api/certificate/add', principal, seeded);
    expect([taken.status, await taken.json()]).toEqual([409, { message: 'Сертификат используется другим пользователем' }]);

    expect((await json('DELETE', `/api/certificate/${own.id}/remove`, principal)).status).toBe(200);
    expect(await json('GET', '/api/certificate/all', principal).then((r) => r.json())).toEqual([]);
    expect((await json('DELETE', `/api/certificate/${seeded.id}/remove`, principal)).status).toBe(404);
  });

  it('refuses data that does not belong to the certificate and malformed bodies', async () => {
    const own = certificateToSave(certificateOf('own', 'principal'));
    expect((await json('POST', '/api/certificate/add', principal, { ...own, innUser: userOf('supplier').inn })).status).toBe(400);
    expect((await json('POST', '/api/certificate/add', principal, { ...own, dateTo: '2026-01-01' })).status).toBe(400);
    expect((await json('POST', '/api/certificate/add', principal, { ...own, innCompany: '12345' })).status).toBe(400);
    expect((await json('POST', '/api/certificate/add', principal, { ...own, note: 'extra' })).status).toBe(400);
  });

  it('refuses a certificate whose validity has ended (the CA\'s record), and a dateTo in the past or not the certificate\'s', async () => {
    const expired = certificateOf('expired', 'supplier');
    const refused = await json('POST', '/api/certificate/add', supplier, certificateToSave(expired));
    const endedOn = expired.validTo.slice(0, 10).split('-').reverse().join('.');
    expect([refused.status, await refused.json()]).toEqual([400, { message: `Срок действия сертификата истёк ${endedOn}` }]);
    expect((await json('GET', '/api/certificate/all', supplier).then((r) => r.json())).map((row: { id: string }) => row.id)).not.toContain(expired.thumbprint);

    const own = certificateToSave(certificateOf('own', 'principal'));
    const past = await json('POST', '/api/certificate/add', principal, { ...own, dateTo: '01.01.2020 00:00:00' });
    expect([past.status, await past.json()]).toEqual([400, { message: 'Срок действия сертификата истёк 01.01.2020' }]);
    const later = await json('POST', '/api/certificate/add', principal, { ...own, dateTo: '01.01.2099 00:00:00' });
    expect([later.status, await later.json()]).toEqual([400, { message: 'Срок действия в запросе не совпадает со сроком действия сертификата' }]);
    const impossible = await json('POST', '/api/certificate/add', principal, { ...own, dateTo: '31.02.2099 00:00:00' });
    expect(impossible.status).toBe(400);
    // The portal writes dateTo in the page's time zone: a few hours either way is the same certificate.
    const shifted = certificateDate(new Date(Date.parse(certificateOf('own', 'principal').validTo) + 3 * 60 * 60 * 1000).toISOString());
    expect((await json('POST', '/api/certificate/add', principal, { ...own, dateTo: shifted })).status).toBe(201);
  });
});

describe('machine-readable power of attorney (МЧД)', () => {
  const supplierUser = userOf('supplier');

  it('uploads a well-formed МЧД, lists it, reports its expiry, checks it and deletes it', async () => {
    expect((await json('GET', '/api/vicarious/all', supplier).then((r) => r.json()))).toEqual([]);
    const missing = await json('GET', '/api/vicarious', supplier);
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Необходимо загрузить машиночитаемую доверенность в Личный кабинет' }]);
    expect(await json('GET', '/api/vicarious/expiredStatus', supplier).then((r) => r.json())).toEqual({ status: false, expirationDate: null });

    const response = await upload(supplier, 'mchd.xml', powerOfAttorneyXml(supplierUser, isoIn(10), 'МЧД-42'));
    expect(response.status).toBe(200);
    const saved = await response.json();
    // Where the spec is silent this back end varies: id as text, an extra number, the expiry as a date-time.
    expect(saved).toEqual({ id: '1', number: 'МЧД-42', innCompany: supplierUser.innOrg, expirationDate: `${isoIn(10)}T00:00:00`, isDeleted: false });
    expect(await json('GET', '/api/vicarious/all', supplier).then((r) => r.json())).toEqual([saved]);
    expect(await json('GET', '/api/vicarious/expiredStatus', supplier).then((r) => r.json())).toEqual({ status: true, expirationDate: isoIn(10) });
    expect((await json('GET', '/api/vicarious', supplier)).status).toBe(200);

    const second = await upload(supplier, 'mchd.xml', powerOfAttorneyXml(supplierUser, isoIn(100)));
    expect([second.status, second.headers.get('content-type'), await second.text()]).toEqual([400, 'text/plain; charset=utf-8', 'Доверенность уже загружена. Удалите её, чтобы загрузить новую.']);

    const deleted = await json('DELETE', '/api/vicarious/1', supplier);
    expect([deleted.status, await deleted.text()]).toEqual([200, '']);
    expect(await json('GET', '/api/vicarious/all', supplier).then((r) => r.json())).toEqual([{ ...saved, isDeleted: true }]);
    expect((await json('GET', '/api/vicarious', supplier)).status).toBe(404);
    expect((await json('DELETE', '/api/vicarious/1', supplier)).status).toBe(404);
  });

  it('reports a far expiry without the notice', async () => {
    await upload(supplier, 'mchd.xml', powerOfAttorneyXml(supplierUser, isoIn(200)));
    expect(await json('GET', '/api/vicarious/expiredStatus', supplier).then((r) => r.json())).toEqual({ status: false, expirationDate: isoIn(200) });
  });

  it.each<[string, string, string | Uint8Array, string | RegExp]>([
    ['a non-xml file', 'mchd.pdf', '<Доверенность/>', 'Неверный формат файла!'],
    ['malformed XML', 'mchd.xml', '<Доверенность><СвДов></Доверенность>', /^Файл МЧД повреждён или не является XML-документом/],
    ['another root', 'mchd.xml', '<Письмо/>', 'В файле нет элемента «Доверенность»'],
    ['no number', 'mchd.xml', '<Доверенность><СвДов СрокДейст="01.01.2030"/></Доверенность>', 'В доверенности не указан номер (НомДовер)'],
    ['no term', 'mchd.xml', '<Доверенность><СвДов НомДовер="1"/></Доверенность>', 'В доверенности не указан срок действия (СрокДейст)'],
    ['no organisation INN', 'mchd.xml', '<Доверенность><СвДов НомДовер="1" СрокДейст="01.01.2030"/></Доверенность>', 'В доверенности не указан ИНН организации-доверителя (ИННЮЛ)'],
    ['an oversized file', 'mchd.xml', new Uint8Array(1024 * 1024 + 1).fill(32), 'Размер файла МЧД превышает 1 МБ'],
    ['an empty file', 'mchd.xml', new Uint8Array(), 'Файл МЧД пуст'],
    ['a name with a slash', '../mchd.xml', '<Доверенность/>', 'Файл «../mchd.xml» не загружен: имя файла не должно содержать символы «/» и «\\»'],
    ['a name with a backslash', 'C:\\mchd.xml', '<Доверенность/>', 'Файл «C:\\mchd.xml» не загружен: имя файла не должно содержать символы «/» и «\\»'],
  ])('refuses %s with 400 and a message', async (_case, fileName, content, message) => {
    const response = await upload(supplier, fileName, content);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
  });

  it('refuses another organisation\'s, another person\'s and an expired МЧД', async () => {
    const other = await upload(supplier, 'mchd.xml', powerOfAttorneyXml({ ...supplierUser, innOrg: '7707083893' }, isoIn(100)));
    expect(await other.text()).toBe('Доверенность выдана другой организацией: ИНН 7707083893 не совпадает с ИНН организации пользователя');
    const person = await upload(supplier, 'mchd.xml', powerOfAttorneyXml({ ...supplierUser, inn: '500100732259' }, isoIn(100)));
    expect(await person.text()).toBe('Доверенность выдана другому лицу: ИНН представителя 500100732259 не совпадает с ИНН пользователя');
    const expired = await upload(supplier, 'mchd.xml', powerOfAttorneyXml(supplierUser, '2020-01-31'));
    expect(await expired.text()).toBe('Срок действия доверенности истёк 31.01.2020');
  });
});

describe('document templates', () => {
  it('lists templates and downloads each as a real file', async () => {
    const list = await json('GET', '/api/documentTemplate', supplier).then((r) => r.json());
    expect(list).toEqual([
      expect.objectContaining({ id: 1, name: 'Машиночитаемая доверенность (МЧД), образец', fileName: 'Образец_МЧД.xml' }),
      expect.objectContaining({ id: 2, name: 'Заявление о подключении к ЭДО', fileName: 'Заявление_о_подключении_к_ЭДО.rtf' }),
    ]);
    const xml = await json('GET', '/api/documentTemplate/download/1', supplier);
    expect(xml.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Образец_МЧД.xml')}`);
    const text = await xml.text();
    expect(text).toContain(`ИННЮЛ="${userOf('supplier').innOrg}"`);
    // The sample is an МЧД the sandbox accepts.
    expect((await upload(supplier, 'Образец_МЧД.xml', text)).status).toBe(200);
    const rtf = await (await json('GET', '/api/documentTemplate/download/2', supplier)).text();
    expect(rtf.startsWith('{\\rtf1')).toBe(true);
    expect((await json('GET', '/api/documentTemplate/download/9', supplier)).status).toBe(404);
  });
});

describe('УКЭП sign-in', () => {
  async function signedMessage(thumbprint: string) {
    const { message } = await (await sandbox.call('/api/sign/message')).json();
    const signature = authority.sign(thumbprint, authority.hash(Buffer.from(message, 'utf8').toString('base64')));
    return { message, signature };
  }

  it('verifies the signature of a registered certificate and signs the user in at the provider with the hint', async () => {
    const body = await signedMessage(certificateOf('own', 'supplier').thumbprint);
    const response = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    const { username, loginHint } = await response.json();
    expect(username).toBe('supplier');

    const browser = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const pkce = createPkce();
    const result = await browser.authorize(pkce.challenge, { login_hint: loginHint });
    const code = new URLSearchParams(result.redirect?.hash.slice(1)).get('code');
    const tokens = await (await browser.exchangeCode(code ?? '', pkce.verifier)).json();
    const user = await (await sandbox.call('/api/v2/user', { token: tokens.access_token })).json();
    expect(user.username).toBe('supplier');

    // The ticket is used up: the same hint shows the login form with an explanation.
    const again = await new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).authorize(createPkce().challenge, { login_hint: loginHint });
    expect(again.html).toContain('Вход по УКЭП не подтверждён или устарел');
  });

  it('refuses a reused message, a bad signature and an unregistered certificate', async () => {
    const body = await signedMessage(certificateOf('own', 'supplier').thumbprint);
    await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(body) });
    const reused = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(body) });
    expect([reused.status, await reused.json()]).toEqual([400, { message: 'Сообщение для подписи устарело. Обновите страницу и повторите вход.' }]);

    const { message } = await (await sandbox.call('/api/sign/message')).json();
    const forged = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify({ message, signature: body.signature }) });
    expect([forged.status, await forged.json()]).toEqual([400, { message: 'Подпись не соответствует подписанным данным' }]);

    const unregistered = await signedMessage(certificateOf('own', 'debtor').thumbprint);
    const refused = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(unregistered) });
    expect(refused.status).toBe(403);
  });
});

describe('plug-in emulator', () => {
  it('serves the browser script with the mode switch and the native calls', async () => {
    expect((await sandbox.call('/__sandbox/cryptopro/mode', { method: 'POST', body: JSON.stringify({ mode: 'old-csp' }) })).status).toBe(200);
    const script = await (await sandbox.call('/__sandbox/cryptopro/emulator.js')).text();
    expect(script.startsWith('window.__CRYPTOPRO_EMULATOR__ = {"mode":"old-csp"')).toBe(true);
    expect(script).toContain('CreateObjectAsync');
    expect(script).not.toMatch(/\beval\(|new Function\(/);
    expect((await sandbox.call('/__sandbox/cryptopro/mode', { method: 'POST', body: JSON.stringify({ mode: 'broken' }) })).status).toBe(400);
    const records = await (await sandbox.call('/__sandbox/cryptopro/native/certificates')).json();
    expect(records).toHaveLength(authority.certificates.length);
    expect(records[0]).not.toHaveProperty('keys');
    const hash = await (await sandbox.call('/__sandbox/cryptopro/native/hash', { method: 'POST', body: JSON.stringify({ content: '' }) })).json();
    expect(hash).toEqual({ hash: '3f539a213e97c802cc229d474c6aa32a825a360b2a933a949fd925208d9ce1bb' });
  });
});
