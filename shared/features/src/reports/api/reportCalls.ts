import { parseReportPage, reportPaths, type AnyReportFilter, type ReportKind, type ReportPage } from '@portal/api';
import { downloadBlob, reportOddAnswer, sendJson } from '@portal/platform';
import type { ReportsCabinet } from '../reportCabinet';

/** POST {list path} {filter} (spec §7): one page; odd rows are shown as best they can be and logged (rule 9). */
export function fetchReportPage(cabinet: ReportsCabinet, kind: ReportKind, filter: AnyReportFilter, signal?: AbortSignal): Promise<ReportPage> {
  const path = reportPaths(kind, cabinet.pathCabinet).list;
  const parser = {
    parse(answer: unknown): ReportPage {
      const { page, odd } = parseReportPage(kind, answer);
      for (const row of odd) reportOddAnswer(`POST ${path}`, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
      return page;
    },
  };
  return sendJson('post', path, filter, parser, { signal });
}

/** Share of the file received, 0..1, or null while the size is unknown. */
export type DownloadProgress = (share: number | null, receivedBytes: number) => void;

/** POST {excel path} {filter}: the workbook as a blob; a failure is left to the caller (spec §8: ignored, logged). Only for reports with an Excel call. */
export function downloadReportExcel(cabinet: ReportsCabinet, kind: ReportKind, filter: AnyReportFilter, onProgress?: DownloadProgress): Promise<Blob> {
  const path = reportPaths(kind, cabinet.pathCabinet).excel;
  if (path === null) throw new Error(`spec §7 lists no Excel call for the ${kind} report`);
  return downloadBlob(path, {
    method: 'post',
    json: filter,
    onDownloadProgress: (progress) => onProgress?.(progress.totalBytes > 0 ? progress.percent : null, progress.transferredBytes),
  });
}
