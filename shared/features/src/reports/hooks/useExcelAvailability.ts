import { useCallback, useState } from 'react';
import type { ReportKind } from '@portal/api';

/**
 * The reports whose Excel call answered 404 in this page's life: the server does not offer that file, so the download
 * is no longer offered.
 */
export function useExcelAvailability() {
  const [missing, setMissing] = useState<ReadonlySet<ReportKind>>(new Set());
  const markMissing = useCallback((kind: ReportKind) => setMissing((current) => (current.has(kind) ? current : new Set([...current, kind]))), []);
  return { missing, markMissing };
}
