import type { User } from '@portal/api';
import { fakeCadesPlugin, type FakeCertificate, type FakePluginOptions } from './fakeCadesPlugin';
import { createWorkstationProbe } from './workstationProbe';
import { runWorkstationCheck, type AccountSource, type WorkstationRun } from './workstationRun';
import type { CheckId } from './workstationChecks';

const DAY = 24 * 60 * 60 * 1000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OWN: FakeCertificate = {
  thumbprint: 'AB'.repeat(20),
  subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, O=ООО Ромашка, C=RU',
  validFrom: new Date(Date.now() - 10 * DAY).toISOString(),
  validTo: new Date(Date.now() + 300 * DAY).toISOString(),
  hasPrivateKey: true,
};
const USER = { username: 'supplier', scope: 'LKK', fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340' } as User;

function probeWith(options: FakePluginOptions | null, timeoutMs = 1000) {
  const plugin = options ? fakeCadesPlugin(options) : undefined;
  let tick = 0;
  return createWorkstationProbe({ getPlugin: () => plugin, timeoutMs, clock: () => (tick += 1000) });
}

async function run(options: FakePluginOptions | null, account: AccountSource | null = null): Promise<WorkstationRun> {
  const updates: string[] = [];
  const result = await runWorkstationCheck(
    {
      probe: probeWith(options),
      browser: async () => ({ userAgent: CHROME, cookieEnabled: true, cookieWritable: true, pageOrigin: 'https://portal.example.ru', identityOrigin: 'https://portal.example.ru' }),
      clock: async () => ({ localMs: 1000, serverMs: 1000 }),
      account,
    },
    { onUpdate: (next) => updates.push(next.results.map((row) => row.state).join(',')) },
  );
  // Rows are filled in turn: the first update has every row running, the last none.
  expect(updates[0]).toBe(Array(8).fill('running').join(','));
  expect(updates.at(-1)).not.toContain('running');
  return result;
}

function row(result: WorkstationRun, id: CheckId) {
  const found = result.results.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
}

describe('the workstation probe against a faked object model', () => {
  it.each<[string, FakePluginOptions | null, RegExp]>([
    ['no plug-in object', null, /^Плагин недоступен:/],
    ["cadesplugin_api.js's 'Плагин недоступен'", { loadFailure: 'Плагин недоступен' }, /^Плагин недоступен:/],
    ["cadesplugin_api.js's time-out", { loadFailure: 'Истекло время ожидания загрузки плагина' }, /^Истекло время ожидания загрузки плагина:/],
    ['objects that cannot be created', { objectFailure: 'Объект не создан' }, /^Плагин загружен, но не работает: Объект не создан\.$/],
    ['an unreadable version', { versionUnreadable: true, certificates: [OWN] }, /^Плагин загружен, но не сообщил свою версию\.$/],
  ])('%s: the plug-in row says why', async (_case, options, found) => {
    const result = await run(options);
    expect(row(result, 'plugin')).toMatchObject({ state: 'error', found: expect.stringMatching(found) });
  });

  it("gives up after the loader's time-out when the plug-in never settles", async () => {
    const never = Object.assign(new Promise<void>(() => undefined), { CreateObjectAsync: jest.fn() });
    const probe = createWorkstationProbe({ getPlugin: () => never as never, timeoutMs: 10 });
    await expect(probe.plugin()).resolves.toEqual({ kind: 'timeout' });
  });

  it('tells a present key from a linked one, and reads the algorithm', async () => {
    const unlinked = { ...OWN, thumbprint: 'CD'.repeat(20), keyLinked: false };
    const store = await (async () => {
      const probe = probeWith({ certificates: [OWN, unlinked] });
      await probe.plugin();
      return probe.certificates();
    })();
    expect(store).toMatchObject({
      kind: 'read',
      certificates: [
        { thumbprint: OWN.thumbprint, hasPrivateKey: true, keyUsable: true, algorithm: 'ГОСТ Р 34.10-2012 256 бит', algorithmOid: '1.2.643.7.1.1.1.1' },
        { thumbprint: unlinked.thumbprint, hasPrivateKey: true, keyUsable: false },
      ],
    });
  });

  it('an older plug-in: no algorithm, a signature it cannot verify', async () => {
    const result = await run({ certificates: [OWN], withoutExtras: true });
    expect(row(result, 'certificates').certificates?.[0]?.algorithm).toBe('не указан');
    expect(row(result, 'signature')).toMatchObject({ state: 'ok', found: 'Подпись CAdES-BES сертификатом «Иванов Иван Иванович» создана (проверить её плагин не умеет) за 1,0 с.' });
  });

  it('measures the signature with the clock and keeps the plug-in\'s reason', async () => {
    const result = await run({ certificates: [OWN], signFailure: 'Набор ключей не существует (0x80090016)' });
    expect(row(result, 'signature').found).toBe('Подпись сертификатом «Иванов Иван Иванович» не создана (за 1,0 с): Набор ключей не существует (0x80090016).');
  });
});

describe('the run with a signed-in account', () => {
  const account = (overrides: Partial<AccountSource> = {}): AccountSource => ({
    user: USER,
    loginCertificates: async () => [{ id: OWN.thumbprint.toLowerCase(), fio: '', innUser: '', innCompany: '', dateTo: '' }],
    powersOfAttorney: jest.fn(async () => []),
    ...overrides,
  });

  it('tests the registered certificate by default and is ✓ when it is registered', async () => {
    const other = { ...OWN, thumbprint: 'EF'.repeat(20) };
    const source = account();
    const result = await run({ certificates: [other, OWN] }, source);
    expect(result.chosen).toBe(OWN.thumbprint);
    expect(row(result, 'registration')).toMatchObject({ state: 'ok' });
    expect(source.powersOfAttorney).not.toHaveBeenCalled();
  });

  it('asks for the МЧД only for a certificate without the organisation INN', async () => {
    const personal = { ...OWN, subjectName: 'SN=Иванов, G=Иван Иванович, ИНН=771234567859' };
    const source = account({ powersOfAttorney: jest.fn(async () => [{ innCompany: '7704012340', expirationDate: '01.01.2099', isDeleted: false }]) });
    const result = await run({ certificates: [personal] }, source);
    expect(source.powersOfAttorney).toHaveBeenCalledTimes(1);
    expect(row(result, 'registration')).toMatchObject({ state: 'ok', found: expect.stringContaining('МЧД загружена и действует до 01.01.2099.') });
  });

  it('is ⚠ when the account cannot be read, and skipped without a usable certificate', async () => {
    const failing = account({ loginCertificates: async () => Promise.reject(new Error('Сервер не ответил')) });
    expect(row(await run({ certificates: [OWN] }, failing), 'registration')).toMatchObject({ state: 'warning', found: 'Не удалось получить сертификаты личного кабинета: Сервер не ответил.' });
    expect(row(await run({ certificates: [] }, account()), 'registration')).toMatchObject({ state: 'skipped', found: 'Не проверялось: нет сертификата, пригодного для подписи.' });
  });
});
