import { useCallback, useMemo } from 'react';
import type { ReportKind } from '@portal/api';
import { useSearchParams } from '@portal/ui/router';
import { defaultReportState, reportStateFromParams, reportStateToParams, type ReportState } from '../rules/reportUrl';

/** The report shown, its sort, page and filters, kept in the URL (a reload or a shared link shows the same). */
export function useReportState(kinds: readonly ReportKind[]): [ReportState, (change: Partial<ReportState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => reportStateFromParams(params, kinds), [params, kinds]);
  const update = useCallback(
    (change: Partial<ReportState>) => {
      // Another report starts from its own sort; any change but paging goes back to the first page.
      const base = change.kind && change.kind !== state.kind ? { ...state, ...defaultReportState(change.kind), debtorId: state.debtorId, contractNum: state.contractNum } : state;
      const next = { ...base, ...change, page: 'page' in change ? (change.page ?? 0) : 0 };
      setParams(reportStateToParams(next, kinds));
    },
    [state, setParams, kinds],
  );
  return [state, update];
}
