/**
 * The workstation check of @portal/platform (probe + checks) against the emulated plug-in in every mode,
 * the native side called directly. Each mode lands on the branch the page shows for it.
 */
import type { CadesPlugin } from '@portal/platform/src/signing';
import { createWorkstationProbe } from '@portal/platform/src/signing/workstationProbe';
import { runWorkstationCheck, type WorkstationRun } from '@portal/platform/src/signing/workstationRun';
import type { CheckId, CheckResult } from '@portal/platform/src/signing/workstationChecks';
import { CertificateAuthority } from './certificateAuthority';
import { EMULATOR_MODES, NO_CSP_TEXT, SIGNATURE_FAILURE_TEXT, type EmulatorMode } from './emulator/emulatorMode';
import { createEmulatedPlugin } from './emulator/objectModel';

const authority = new CertificateAuthority();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function pluginFor(mode: EmulatorMode): CadesPlugin | undefined {
  if (mode === 'absent') return undefined;
  return createEmulatedPlugin(authority.nativeHost(), { mode, apiLoadTimeoutMs: 5 }) as unknown as CadesPlugin;
}

async function runIn(mode: EmulatorMode): Promise<WorkstationRun> {
  const plugin = pluginFor(mode);
  const probe = createWorkstationProbe({ getPlugin: () => plugin, timeoutMs: mode === 'slow' ? 20 : 2000 });
  return runWorkstationCheck({
    probe,
    browser: async () => ({ userAgent: CHROME, cookieEnabled: true, cookieWritable: true, pageOrigin: 'http://localhost:3000', identityOrigin: 'http://localhost:3000' }),
    clock: async () => ({ localMs: Date.now(), serverMs: Date.now() }),
    account: null,
  });
}

function row(run: WorkstationRun, id: CheckId): CheckResult {
  const found = run.results.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

function states(run: WorkstationRun): string {
  return run.results.map((candidate) => `${candidate.id}:${candidate.state}`).join(' ');
}

describe('the workstation check against the emulated plug-in', () => {
  it('knows the workstation check modes', () => {
    expect(EMULATOR_MODES).toEqual(expect.arrayContaining(['extension-disabled', 'no-csp', 'expired', 'expiring', 'no-private-key', 'signature-failure']));
  });

  it('normal: everything ✓, a real hash and a signature the sandbox verifies, registration not checked before sign-in', async () => {
    const run = await runIn('normal');
    expect(states(run)).toBe('browser:ok plugin:ok csp:ok hash:ok certificates:ok signature:ok clock:ok registration:skipped');
    expect(row(run, 'plugin').found).toMatch(/^Версия 2\.0\.15400/);
    expect(row(run, 'csp').found).toMatch(/^Версия 5\.0\.12800/);
    expect(row(run, 'signature').found).toMatch(/^Подпись CAdES-BES сертификатом «.+» создана и проверена за \d+,\d с\.$/);
    const certificates = row(run, 'certificates').certificates ?? [];
    expect(certificates.find((certificate) => certificate.holder === 'Иванов Иван Иванович' && certificate.usable)).toMatchObject({ algorithm: 'ГОСТ Р 34.10-2012 256 бит', innOrganisation: '7704012340' });
    expect(certificates.filter((certificate) => !certificate.usable).map((certificate) => certificate.problems)).toEqual(expect.arrayContaining([['expired'], ['no-private-key']]));
  });

  it.each<[EmulatorMode, string, RegExp]>([
    ['absent', 'browser:ok plugin:error csp:skipped hash:skipped certificates:skipped signature:skipped clock:ok registration:skipped', /^Плагин недоступен/],
    ['extension-disabled', 'browser:ok plugin:error csp:skipped hash:skipped certificates:skipped signature:skipped clock:ok registration:skipped', /^Истекло время ожидания загрузки плагина: расширение/],
    ['slow', 'browser:ok plugin:error csp:skipped hash:skipped certificates:skipped signature:skipped clock:ok registration:skipped', /^Истекло время ожидания загрузки плагина/],
    ['old-plugin', 'browser:ok plugin:error csp:ok hash:ok certificates:ok signature:ok clock:ok registration:skipped', /^Не поддерживаемая версия плагина: установлена 2\.0\.12437/],
  ])('%s', async (mode, expected, pluginFound) => {
    const run = await runIn(mode);
    expect(states(run)).toBe(expected);
    expect(row(run, 'plugin').found).toMatch(pluginFound);
  });

  it('old-csp and no-csp: the CSP row says why, and without a CSP nothing hashes or signs', async () => {
    expect(row(await runIn('old-csp'), 'csp').found).toBe('Не поддерживаемая версия CSP: установлена 3.9.8423, нужна 4.0 или новее.');
    const run = await runIn('no-csp');
    expect(row(run, 'csp')).toMatchObject({ state: 'error', found: `КриптоПро CSP не найден (${NO_CSP_TEXT}).` });
    expect(row(run, 'hash').found).toBe(`Хэш не вычислен: ${NO_CSP_TEXT}.`);
    expect(row(run, 'signature').state).toBe('error');
  });

  it.each<[EmulatorMode, string, RegExp]>([
    ['no-certificates', 'certificates:error signature:skipped', /^Нет доступных сертификатов: в хранилище «Личное» нет ни одного сертификата\.$/],
    ['expired', 'certificates:error signature:skipped', /^Нет доступных сертификатов: \d+ сертификат\S*, пригодных для подписи: 0\.$/],
    ['no-private-key', 'certificates:error signature:skipped', /^Нет доступных сертификатов: /],
    ['expiring', 'certificates:warning signature:ok', /Выбранный сертификат \(.+\) действует до \d\d\.\d\d\.\d{4}\.$/],
  ])('%s', async (mode, expected, found) => {
    const run = await runIn(mode);
    expect(`certificates:${row(run, 'certificates').state} signature:${row(run, 'signature').state}`).toBe(expected);
    expect(row(run, 'certificates').found).toMatch(found);
  });

  it('expired / no-private-key: every certificate says why it cannot sign', async () => {
    for (const [mode, problem] of [['expired', 'expired'], ['no-private-key', 'no-private-key']] as const) {
      const certificates = row(await runIn(mode), 'certificates').certificates ?? [];
      expect(certificates.length).toBeGreaterThan(0);
      expect(certificates.every((certificate) => certificate.problems.includes(problem))).toBe(true);
    }
  });

  it('signature-failure: the plug-in\'s own reason and the time it took', async () => {
    const run = await runIn('signature-failure');
    expect(row(run, 'signature')).toMatchObject({ state: 'error', found: expect.stringMatching(new RegExp(`не создана \\(за \\d+,\\d с\\): ${SIGNATURE_FAILURE_TEXT.replace(/[()]/g, '\\$&')}\\.$`)) });
  });

  it('VerifyCades refuses a signature of other content', async () => {
    const plugin = createEmulatedPlugin(authority.nativeHost(), { mode: 'normal' });
    const signer = (await plugin.CreateObjectAsync('CAdESCOM.CadesSignedData')) as { propset_Content(c: string): Promise<void>; VerifyCades(s: string, t: number, d: boolean): Promise<void> };
    const thumbprint = authority.certificates.find((certificate) => certificate.kind === 'own')?.thumbprint ?? '';
    const signature = authority.sign(thumbprint, authority.hash(Buffer.from('one').toString('base64')));
    await signer.propset_Content(Buffer.from('two').toString('base64'));
    await expect(signer.VerifyCades(signature, 1, true)).rejects.toThrow('Подпись не соответствует подписанным данным');
    await signer.propset_Content(Buffer.from('one').toString('base64'));
    await expect(signer.VerifyCades(signature, 1, true)).resolves.toBeUndefined();
  });
});
