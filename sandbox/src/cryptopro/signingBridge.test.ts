/**
 * The platform's signing bridge against the emulator's object model (the same code the browser gets),
 * with the native side called directly.
 */
import { createSigningBridge, parseSubjectName, textToBase64, type CadesPlugin, type SigningBridgeOptions } from '@portal/platform/src/signing';
import { CertificateAuthority } from './certificateAuthority';
import type { EmulatorMode } from './emulator/emulatorMode';
import { createEmulatedPlugin } from './emulator/objectModel';

const authority = new CertificateAuthority();

function bridgeFor(mode: EmulatorMode, options: SigningBridgeOptions = {}) {
  const plugin = createEmulatedPlugin(authority.nativeHost(), { mode }) as unknown as CadesPlugin;
  return createSigningBridge({ getPlugin: () => plugin, ...options });
}

function thumbprintOf(kind: string, username?: string): string {
  const found = authority.certificates.find((certificate) => certificate.kind === kind && (username === undefined || certificate.username === username));
  if (!found) throw new Error(`no ${kind} certificate`);
  return found.thumbprint;
}

describe('signing bridge with the emulated plug-in', () => {
  afterEach(() => jest.useRealTimers());

  it('loads a current plug-in with a current CSP', async () => {
    await expect(bridgeFor('normal').load()).resolves.toBeUndefined();
  });

  it.each<[EmulatorMode, string]>([
    ['old-plugin', 'Не поддерживаемая версия плагина'],
    ['old-csp', 'Не поддерживаемая версия CSP'],
  ])('refuses %s with «%s»', async (mode, message) => {
    await expect(bridgeFor(mode).load()).rejects.toThrow(message);
    await expect(bridgeFor(mode).listCertificates()).rejects.toMatchObject({ name: 'SigningError', message });
  });

  it('says «Плагин недоступен» when the page has no plug-in object', async () => {
    await expect(createSigningBridge({ getPlugin: () => undefined }).load()).rejects.toThrow('Плагин недоступен');
  });

  it('says «Плагин недоступен» when cadesplugin_api.js rejects', async () => {
    const rejecting = Object.assign(Promise.reject(new Error('Плагин недоступен')), { CreateObjectAsync: jest.fn() });
    rejecting.catch(() => undefined);
    await expect(createSigningBridge({ getPlugin: () => rejecting as unknown as CadesPlugin }).load()).rejects.toThrow('Плагин недоступен');
  });

  it('gives up after 20 000 ms with «Истекло время ожидания загрузки плагина»', async () => {
    jest.useFakeTimers();
    const loading = bridgeFor('slow').load();
    const outcome = loading.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(19_999);
    await expect(Promise.race([outcome, Promise.resolve('pending')])).resolves.toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('Истекло время ожидания загрузки плагина');
  });

  it('tries again after a failed load', async () => {
    const page: { plugin?: CadesPlugin } = {};
    const bridge = createSigningBridge({ getPlugin: () => page.plugin });
    await expect(bridge.load()).rejects.toThrow('Плагин недоступен');
    page.plugin = createEmulatedPlugin(authority.nativeHost(), { mode: 'normal' }) as unknown as CadesPlugin;
    await expect(bridge.load()).resolves.toBeUndefined();
  });

  it('lists only certificates valid now that have a private key, with the fields of spec §3', async () => {
    const listed = await bridgeFor('normal').listCertificates();
    const thumbprints = listed.map((certificate) => certificate.thumbprint);
    expect(thumbprints).toContain(thumbprintOf('own', 'supplier'));
    expect(thumbprints).toContain(thumbprintOf('other-person'));
    expect(thumbprints).not.toContain(thumbprintOf('expired'));
    expect(thumbprints).not.toContain(thumbprintOf('without-private-key'));
    const supplier = listed.find((certificate) => certificate.thumbprint === thumbprintOf('own', 'supplier'));
    expect(supplier).toEqual({
      name: 'Иванов Иван Иванович',
      issuerName: 'CN=Тестовый УЦ песочницы, O=Песочница портала, C=RU',
      subjectName: expect.stringContaining('ИНН ЮЛ=7704012340'),
      thumbprint: thumbprintOf('own', 'supplier'),
      validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validTo: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('also drops certificates outside their validity by the page clock', async () => {
    const farFuture = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await expect(bridgeFor('normal', { now: () => farFuture }).listCertificates()).rejects.toThrow('Нет доступных сертификатов');
  });

  it('says «Нет доступных сертификатов» for an empty store', async () => {
    await expect(bridgeFor('no-certificates').listCertificates()).rejects.toThrow('Нет доступных сертификатов');
  });

  it('finds a certificate by thumbprint in any letter case', async () => {
    const thumbprint = thumbprintOf('own', 'debtor');
    const found = await bridgeFor('normal').findCertificate(thumbprint.toLowerCase());
    expect(found.thumbprint).toBe(thumbprint);
    expect(parseSubjectName(found.subjectName)).toMatchObject({ surname: 'Петрова', givenName: 'Мария Сергеевна', inn: '500345678979', innLegalEntity: '5031123450' });
  });

  it('says «Отпечаток не указан» without a thumbprint and names a missing one', async () => {
    const bridge = bridgeFor('normal');
    await expect(bridge.findCertificate('  ')).rejects.toThrow('Отпечаток не указан');
    await expect(bridge.signDetached('', 'AA==')).rejects.toThrow('Отпечаток не указан');
    await expect(bridge.findCertificate('0123ABCD')).rejects.toThrow('Сертификат с отпечатком 0123ABCD не найден');
  });

  it('hashes with GOST R 34.11-2012 256', async () => {
    const content = textToBase64('012345678901234567890123456789012345678901234567890123456789012');
    await expect(bridgeFor('normal').hash(content)).resolves.toBe('9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500');
  });

  it('signs detached so the back end can verify the signature against the content', async () => {
    const message = 'Вход в личный кабинет: 7f3a';
    const thumbprint = thumbprintOf('own', 'principal');
    const signature = await bridgeFor('normal').signDetached(thumbprint, textToBase64(message));
    const result = authority.verify(signature, new TextEncoder().encode(message));
    expect(result).toMatchObject({ ok: true, certificate: { thumbprint } });
  });
});
