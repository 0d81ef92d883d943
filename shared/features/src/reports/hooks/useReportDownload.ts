import { useCallback, useState } from 'react';
import type { AnyReportFilter, ReportKind } from '@portal/api';
import { reportOddAnswer, saveFile } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { downloadReportExcel } from '../api/reportCalls';
import type { ReportsCabinet } from '../reportCabinet';
import { reportFileName } from '../rules/reportFileName';

export interface DownloadState {
  /** 0..1, or null while the size is unknown. */
  share: number | null;
  receivedBytes: number;
}

/**
 * The report's Excel for the current filter, saved under the spec §9 name. A failed download is ignored silently
 * (spec §8) but logged through POST log/error; progress is kept while it runs. One download at a time: a double click
 * asks for one file.
 */
export function useReportDownload(cabinet: ReportsCabinet) {
  const [state, setState] = useState<DownloadState | null>(null);
  const { run } = useSingleFlight();
  const download = useCallback(
    (kind: ReportKind, filter: AnyReportFilter, debtor: string | null) =>
      run(async () => {
        setState({ share: null, receivedBytes: 0 });
        try {
          const blob = await downloadReportExcel(cabinet, kind, filter, (share, receivedBytes) => setState({ share, receivedBytes }));
          saveFile(blob, reportFileName(kind, debtor, formatDate(new Date())));
        } catch (error) {
          reportOddAnswer(`POST excel of ${kind}`, `download failed: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          setState(null);
        }
      }),
    [cabinet, run],
  );
  return { download, progress: state };
}
