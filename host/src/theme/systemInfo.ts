import { systemInfoSchema, type SystemInfo } from '@portal/api';
import { getJson, silentRequest } from '@portal/platform';

/** Local storage key of the cached GET info/systeminfologin answer. */
export const SYSTEM_INFO_KEY = 'portal.systemInfo';

/** The cached answer, or undefined when there is none or it no longer matches the contract. */
export function cachedSystemInfo(): SystemInfo | undefined {
  try {
    const raw = window.localStorage.getItem(SYSTEM_INFO_KEY);
    if (!raw) return undefined;
    const parsed = systemInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET info/systeminfologin (vocabulary and back-end version), written to local storage for the next start. */
export async function fetchSystemInfo(): Promise<SystemInfo> {
  const info = await getJson('info/systeminfologin', systemInfoSchema, silentRequest);
  window.localStorage.setItem(SYSTEM_INFO_KEY, JSON.stringify(info));
  return info;
}
