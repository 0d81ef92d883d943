import { isEmulatorMode, type EmulatorMode } from './emulatorMode';
import type { EmulatedCertificateRecord, NativeHost } from './nativeHost';
import { createEmulatedPlugin } from './objectModel';

/** Set by the sandbox in front of this bundle: the mode chosen with POST /__sandbox/cryptopro/mode. */
interface EmulatorConfig {
  mode: EmulatorMode;
  nativeBase: string;
}

/** A tab can override the sandbox's mode: localStorage 'portal.cryptoproEmulatorMode' or ?cryptoproEmulator=<mode>. */
export const MODE_STORAGE_KEY = 'portal.cryptoproEmulatorMode';
export const MODE_QUERY_PARAMETER = 'cryptoproEmulator';

function chosenMode(config: EmulatorConfig): EmulatorMode {
  const fromQuery = new URLSearchParams(window.location.search).get(MODE_QUERY_PARAMETER);
  if (isEmulatorMode(fromQuery)) return fromQuery;
  const fromStorage = window.localStorage.getItem(MODE_STORAGE_KEY);
  return isEmulatorMode(fromStorage) ? fromStorage : config.mode;
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `Эмулятор КриптоПро: ошибка ${response.status}`);
  return answer;
}

/** The native side over HTTP: the sandbox keeps the keys, hashes with Streebog and signs. */
function httpNativeHost(base: string): NativeHost {
  return {
    certificates: () => call<EmulatedCertificateRecord[]>(`${base}/certificates`),
    hash: async (contentBase64) => (await call<{ hash: string }>(`${base}/hash`, { content: contentBase64 })).hash,
    sign: async (thumbprint, digestHex) => (await call<{ signature: string }>(`${base}/sign`, { thumbprint, digest: digestHex })).signature,
    verify: async (signature, content) => (await call<{ failure: string | null }>(`${base}/verify`, { signature, content })).failure,
  };
}

const scope = window as unknown as { __CRYPTOPRO_EMULATOR__?: EmulatorConfig; cadesplugin?: unknown; cadesplugin_load_timeout?: unknown };
const config: EmulatorConfig = scope.__CRYPTOPRO_EMULATOR__ ?? { mode: 'normal', nativeBase: '/__sandbox/cryptopro/native' };
const mode = chosenMode(config);
// "absent": like a browser without CryptoPro's extension, the page gets no plug-in object.
// cadesplugin_api.js's own knob: a page (or a browser test) may shorten its load time-out ("extension-disabled").
const apiLoadTimeoutMs = typeof scope.cadesplugin_load_timeout === 'number' ? scope.cadesplugin_load_timeout : undefined;
if (mode !== 'absent') scope.cadesplugin = createEmulatedPlugin(httpNativeHost(config.nativeBase), { mode, ...(apiLoadTimeoutMs === undefined ? {} : { apiLoadTimeoutMs }) });
