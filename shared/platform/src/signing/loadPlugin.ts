import type { CadesPlugin } from './cadesObjectModel';
import { SIGNING_MESSAGES, SigningError } from './signingMessages';

/** Spec §9: the plug-in gets 20 000 ms to load. */
export const PLUGIN_LOAD_TIMEOUT_MS = 20_000;

export interface PluginLoaderOptions {
  /** Reads the page's plug-in object: `window.cadesplugin` by default. */
  getPlugin?: () => CadesPlugin | undefined;
  /** A script that defines `window.cadesplugin`, added to the page once when the object is missing. */
  scriptUrl?: string;
  timeoutMs?: number;
}

function pagePlugin(): CadesPlugin | undefined {
  return (window as Window & { cadesplugin?: CadesPlugin }).cadesplugin;
}

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src>` once; a failed load is forgotten so the next attempt tries again. */
function addScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(src);
      reject(new SigningError(SIGNING_MESSAGES.pluginUnavailable));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}

/** cadesplugin_api.js rejects with its own texts; anything else means the plug-in cannot be used. */
function loadFailure(reason: unknown): SigningError {
  const message = reason instanceof Error ? reason.message : String(reason);
  return new SigningError(message === SIGNING_MESSAGES.loadTimeout ? SIGNING_MESSAGES.loadTimeout : SIGNING_MESSAGES.pluginUnavailable);
}

/** The plug-in object is itself a thenable: it travels in a box so promise resolution does not unwrap it. */
export interface LoadedPlugin {
  plugin: CadesPlugin;
}

async function settle(options: PluginLoaderOptions): Promise<LoadedPlugin> {
  const read = options.getPlugin ?? pagePlugin;
  let plugin = read();
  if (!plugin && options.scriptUrl) {
    await addScript(options.scriptUrl);
    plugin = read();
  }
  if (!plugin) throw new SigningError(SIGNING_MESSAGES.pluginUnavailable);
  try {
    await plugin;
  } catch (reason) {
    throw loadFailure(reason);
  }
  return { plugin };
}

/**
 * Waits for the plug-in (spec §9: 20 000 ms); rejects with 'Истекло время ожидания загрузки плагина' after
 * that, or 'Плагин недоступен' when there is none.
 */
export function loadPlugin(options: PluginLoaderOptions = {}): Promise<LoadedPlugin> {
  const timeoutMs = options.timeoutMs ?? PLUGIN_LOAD_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SigningError(SIGNING_MESSAGES.loadTimeout)), timeoutMs);
  });
  return Promise.race([settle(options), timeout]).finally(() => clearTimeout(timer));
}
