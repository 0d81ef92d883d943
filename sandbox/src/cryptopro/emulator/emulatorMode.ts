/** What the emulated plug-in does, switched by the tests (see sandbox/README.md). */
export const EMULATOR_MODES = ['normal', 'absent', 'slow', 'old-plugin', 'old-csp', 'no-certificates'] as const;
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
/** The text cadesplugin_api.js rejects with when the browser extension is missing. */
export const PLUGIN_MISSING_TEXT = 'Плагин недоступен';
