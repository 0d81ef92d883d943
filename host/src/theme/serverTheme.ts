import type { QueryClient } from '@portal/ui/query';
import { systemColorsSchema, type SystemColors } from '@portal/api';
import { getJson, http, silentRequest } from '@portal/platform';
import { systemPageOf } from './systemPage';

/** The server's default theme as text: designSchema of GET /system/page, else GET designschema (spec §7). */
export async function fetchDesignSchema(queryClient: QueryClient): Promise<string> {
  const page = await systemPageOf(queryClient);
  return page?.designSchema ?? http.get('designschema', silentRequest).text();
}

/** The palettes and theme switches: systemColors of GET /system/page, else GET system/color. */
export async function fetchSystemColors(queryClient: QueryClient): Promise<SystemColors> {
  const page = await systemPageOf(queryClient);
  return page?.systemColors ?? getJson('system/color', systemColorsSchema, silentRequest);
}

/** Spec §7: dark if the reply matches 'dark'. */
export function schemaIsDark(designSchema: string | undefined): boolean {
  return /dark/i.test(designSchema ?? '');
}
