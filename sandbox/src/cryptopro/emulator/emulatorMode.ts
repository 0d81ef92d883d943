/** What the emulated plug-in does, switched by the tests (see sandbox/README.md). */
export const EMULATOR_MODES = [
  'normal',
  'absent',
  'slow',
  'old-plugin',
  'old-csp',
  'no-certificates',
  // The workstation check drives every branch with these:
  'extension-disabled',
  'no-csp',
  'expired',
  'expiring',
  'no-private-key',
  'signature-failure',
] as const;
export type EmulatorMode = (typeof EMULATOR_MODES)[number];

export function isEmulatorMode(value: unknown): value is EmulatorMode {
  return typeof value === 'string' && (EMULATOR_MODES as readonly string[]).includes(value);
}

export type Version = readonly [number, number, number];

export const CURRENT_PLUGIN_VERSION: Version = [2, 0, 15400];
export const OLD_PLUGIN_VERSION: Version = [2, 0, 12437];
export const CURRENT_CSP_VERSION: Version = [5, 0, 12800];
export const OLD_CSP_VERSION: Version = [3, 9, 8423];
/** "Slow" answers after this long: beyond the portal's 20 000 ms timeout. */
export const SLOW_LOAD_MS = 30_000;
/** "extension-disabled": cadesplugin_api.js's own time-out (window.cadesplugin_load_timeout, 20 000 ms by default). */
export const API_LOAD_TIMEOUT_MS = 20_000;
/** What cadesplugin_api.js rejects with when the browser extension never answers (Firefox with it switched off). */
export const LOAD_TIMEOUT_TEXT = 'Истекло время ожидания загрузки плагина';
/** "no-csp": what the plug-in says without a GOST provider (NTE_PROV_TYPE_NOT_DEF). */
export const NO_CSP_TEXT = 'Не удалось получить версию КриптоПро CSP: криптопровайдер не установлен (0x80090017)';
/** "signature-failure": the key container cannot be used (NTE_BAD_KEYSET). */
export const SIGNATURE_FAILURE_TEXT = 'Ошибка при создании подписи: набор ключей не существует (0x80090016)';
/** "expiring": every certificate ends this many days from now. */
export const EXPIRING_IN_DAYS = 10;
/** The algorithm of every emulated key. */
export const GOST_2012_256 = { name: 'ГОСТ Р 34.10-2012 256 бит', oid: '1.2.643.7.1.1.1.1' } as const;
