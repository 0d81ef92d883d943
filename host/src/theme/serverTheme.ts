import { systemColorsSchema, type SystemColors } from '@portal/api';
import { getJson, http, silentRequest } from '@portal/platform';

/** GET designschema: the server's default theme as text; dark when it matches 'dark' (spec §7). */
export function fetchDesignSchema(): Promise<string> {
  return http.get('designschema', silentRequest).text();
}

/** GET system/color: the light and dark palettes. */
export function fetchSystemColors(): Promise<SystemColors> {
  return getJson('system/color', systemColorsSchema, silentRequest);
}

export function schemaIsDark(designSchema: string | undefined): boolean {
  return /dark/i.test(designSchema ?? '');
}
