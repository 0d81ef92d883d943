import { useCallback, useState } from 'react';
import { reportPaths, type AnyReportFilter, type ReportKind } from '@portal/api';
import { reportOddAnswer, saveFile, failureStatus } from '@portal/platform';
import { useSingleFlight } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { downloadReportExcel, fetchReportPage } from '../api/reportCalls';
import type { ReportsCabinet } from '../reportCabinet';
import { REPORT_DEFINITIONS } from '../rules/reportDefinitions';
import { reportFileName } from '../rules/reportFileName';
import { excelRequestOf } from '../rules/reportRequest';

export interface DownloadState {
  /** 0..1, or null while the size is unknown. */
  share: number | null;
  receivedBytes: number;
}

/**
 * The .xlsx of a report §7 lists no Excel call for (the supplies reports): every row of the filter from the list call
 * (the Excel filter, `pagination: false`), written on the page by a writer loaded only now (decision 0061).
 */
async function workbookFromList(cabinet: ReportsCabinet, kind: ReportKind, filter: AnyReportFilter): Promise<Blob> {
  const [{ items }, { reportWorkbook }] = await Promise.all([fetchReportPage(cabinet, kind, filter), import('../workbook/reportWorkbook')]);
  const definition = REPORT_DEFINITIONS[kind];
  return reportWorkbook(definition.caption, definition.columns, items);
}

/**
 * The report's Excel for the current filter (every row of it, excelRequestOf), saved under the spec §9 name: the
 * server's file where §7 lists an Excel call, else one written on the page from the list call. A failed download is
 * ignored silently (spec §8) but logged through POST log/error; a 404 of an Excel call also tells `onMissing` that the
 * server does not offer this file. Progress is kept while it runs; a double click asks for one file.
 */
export function useReportDownload(cabinet: ReportsCabinet, onMissing: (kind: ReportKind) => void) {
  const [state, setState] = useState<DownloadState | null>(null);
  const { run } = useSingleFlight();
  const download = useCallback(
    (kind: ReportKind, filter: AnyReportFilter, debtor: string | null) =>
      run(async () => {
        setState({ share: null, receivedBytes: 0 });
        const paths = reportPaths(kind, cabinet.pathCabinet);
        try {
          const request = excelRequestOf(filter);
          const blob =
            paths.excel === null ? await workbookFromList(cabinet, kind, request) : await downloadReportExcel(cabinet, kind, request, (share, receivedBytes) => setState({ share, receivedBytes }));
          saveFile(blob, reportFileName(kind, debtor, formatDate(new Date())));
        } catch (error) {
          const status = failureStatus(error);
          reportOddAnswer(`POST ${paths.excel ?? paths.list}`, `download failed${status === undefined ? '' : ` (${status})`}: ${error instanceof Error ? error.message : String(error)}`);
          if (status === 404 && paths.excel !== null) onMissing(kind);
        } finally {
          setState(null);
        }
      }),
    [cabinet, run, onMissing],
  );
  return { download, progress: state };
}
