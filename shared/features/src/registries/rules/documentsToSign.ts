import type { DocumentForSigning } from '@portal/api';

/**
 * Which documents go to signing: every row of documentsForSigning (spec §3), each once; the registry's own
 * documents (registry flag) first, so the registry file is signed before the attachments.
 */
export function documentsToSign(rows: readonly DocumentForSigning[]): DocumentForSigning[] {
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = String(row.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique.filter((row) => row.registry), ...unique.filter((row) => !row.registry)];
}
