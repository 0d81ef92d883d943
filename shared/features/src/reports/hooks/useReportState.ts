import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReportKind } from '@portal/api';
import { useSearchParams } from '@portal/ui/router';
import { defaultReportState, reportStateFromParams, reportStateToParams, type ReportState } from '../rules/reportUrl';

/** The report shown, its sort, page and filters, kept in the URL (a reload or a shared link shows the same). */
export function useReportState(kinds: readonly ReportKind[]): [ReportState, (change: Partial<ReportState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => reportStateFromParams(params, kinds), [params, kinds]);
  // The parameters last written: two changes made before the page re-renders (a filter, then another) both count.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: Partial<ReportState>) => {
      const current = reportStateFromParams(latest.current, kinds);
      // Another report starts from its own sort; any change but paging goes back to the first page.
      const base = change.kind && change.kind !== current.kind ? { ...defaultReportState(change.kind), debtorId: current.debtorId, contractNum: current.contractNum } : current;
      const next = reportStateToParams({ ...base, ...change, page: 'page' in change ? (change.page ?? 0) : 0 }, kinds);
      latest.current = next;
      setParams(next);
    },
    [setParams, kinds],
  );
  return [state, update];
}
