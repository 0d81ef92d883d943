import { useCallback, useState } from 'react';
import { reportPaths, type AnyReportFilter, type ReportKind } from '@portal/api';
import { reportOddAnswer, saveFile, failureStatus } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { downloadReportExcel } from '../api/reportCalls';
import type { ReportsCabinet } from '../reportCabinet';
import { reportFileName } from '../rules/reportFileName';
import { excelRequestOf } from '../rules/reportRequest';

export interface DownloadState {
  /** 0..1, or null while the size is unknown. */
  share: number | null;
  receivedBytes: number;
}

/**
 * The report's Excel for the current filter (every row of it, excelRequestOf), saved under the spec §9 name. A failed
 * download is ignored silently (spec §8) but logged through POST log/error; a 404 also tells `onMissing` that the
 * server does not offer this file. Progress is kept while it runs; a double click asks for one file.
 */
export function useReportDownload(cabinet: ReportsCabinet, onMissing: (kind: ReportKind) => void) {
  const [state, setState] = useState<DownloadState | null>(null);
  const { run } = useSingleFlight();
  const download = useCallback(
    (kind: ReportKind, filter: AnyReportFilter, debtor: string | null) =>
      run(async () => {
        setState({ share: null, receivedBytes: 0 });
        try {
          const blob = await downloadReportExcel(cabinet, kind, excelRequestOf(filter), (share, receivedBytes) => setState({ share, receivedBytes }));
          saveFile(blob, reportFileName(kind, debtor, formatDate(new Date())));
        } catch (error) {
          const status = failureStatus(error);
          reportOddAnswer(`POST ${reportPaths(kind, cabinet.pathCabinet).excel}`, `download failed${status === undefined ? '' : ` (${status})`}: ${error instanceof Error ? error.message : String(error)}`);
          if (status === 404) onMissing(kind);
        } finally {
          setState(null);
        }
      }),
    [cabinet, run, onMissing],
  );
  return { download, progress: state };
}
