import type { ReportKind } from '@portal/api';
import { REPORT_DEFINITIONS } from './reportDefinitions';

/** Spec §3: the debtor picker's default option. */
export const ALL_LABEL = 'Все';

/** A debtor's name as a file name part: characters Windows refuses removed, spaces collapsed (CONTRACT.md "Excel"). */
export function fileNamePart(text: string): string {
  return text.replace(/[\\/:*?"<>|]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Spec §9: '{debtor or Все}{infix}{DD.MM.YYYY}.xlsx', e.g. 'Все_Отчет по поставкам_12.05.2025.xlsx'. `debtor` is the
 * chosen debtor's label, null for 'Все'; `date` is already DD.MM.YYYY.
 */
export function reportFileName(kind: ReportKind, debtor: string | null, date: string): string {
  const who = debtor === null ? '' : fileNamePart(debtor);
  return `${who || ALL_LABEL}${REPORT_DEFINITIONS[kind].fileInfix}${date}.xlsx`;
}
