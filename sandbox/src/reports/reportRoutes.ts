import express, { type Router } from 'express';
import { parseBody } from '../api/parseBody';
import { attachment } from '../registries/binaryRoutes';
import { callerOwner } from '../registries/registryAccess';
import type { World } from '../world/world';
import { russianDate, WORLD_TODAY } from '../world/worldCalendar';
import { arrearsReport } from './arrearsReport';
import { debtorSuppliesReport } from './debtorSuppliesReport';
import { incomeStatementReport } from './incomeStatementReport';
import { incomingPaymentsReport } from './incomingPaymentsReport';
import type { BaseFilter, ReportDefinition, ReportRow } from './reportDefinition';
import { repaidClaimsReport } from './repaidClaimsReport';
import { reportAnswer } from './runReport';
import { suppliesReport } from './suppliesReport';
import { reportWorkbook, XLSX_CONTENT_TYPE } from './reportWorkbook';
import { yieldReport } from './yieldReport';

interface Mount {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table of differently typed reports
  definition: ReportDefinition<any, any>;
  /** JSON list paths (relative to /api). */
  lists: readonly string[];
  /** Excel paths (blob). */
  excels: readonly string[];
}

/**
 * Report calls of spec §7 (CONTRACT.md in shared/api/src/reports): the cabinet guard keeps /lkk to LKK and LKP,
 * /lkp to LKP and /lkd to LKD; each caller sees only their own world.
 */
const MOUNTS: readonly Mount[] = [
  { definition: suppliesReport, lists: ['/lkk/report/SUPPLE_PAGINATION'], excels: ['/lkk/report/SUPPLE_PAGINATION/excel'] },
  { definition: arrearsReport, lists: ['/lkk/report/ARREARS', '/lkp/report/ARREARS'], excels: ['/lkk/report/ARREARS/excel', '/lkp/report/ARREARS/excel'] },
  { definition: repaidClaimsReport, lists: ['/lkk/report/PAY_RES'], excels: ['/lkk/report/PAY_RES/excel', '/lkp/report/PAY_RES/excel'] },
  { definition: incomingPaymentsReport, lists: ['/lkk/report/REP_IN_PAY'], excels: ['/lkk/report/REP_IN_PAY/excel'] },
  { definition: incomeStatementReport, lists: ['/lkk/report/income_statement'], excels: ['/lkk/report/INCOME_STATEMENT/excel'] },
  { definition: yieldReport, lists: ['/lkk/report/YIELD'], excels: ['/lkk/report/YIELD/excel'] },
  { definition: debtorSuppliesReport, lists: ['/lkd/report/SUPPLE'], excels: ['/lkd/report/SUPPLE/excel'] },
];

export function reportRoutes(world: World): Router {
  const router = express.Router();
  for (const { definition, lists, excels } of MOUNTS) {
    for (const path of lists) {
      router.post(path, (req, res) => {
        const filter = parseBody(definition.check, req.body) as BaseFilter;
        res.json(reportAnswer(definition as ReportDefinition<ReportRow, BaseFilter>, world, callerOwner(res), filter));
      });
    }
    for (const path of excels) {
      router.post(path, async (req, res) => {
        const filter = parseBody(definition.check, req.body) as BaseFilter;
        const bytes = await reportWorkbook(definition as ReportDefinition<ReportRow, BaseFilter>, world, callerOwner(res), filter);
        res.set('Content-Type', XLSX_CONTENT_TYPE).set('Content-Disposition', attachment(`${definition.title} ${russianDate(WORLD_TODAY)}.xlsx`)).send(bytes);
      });
    }
  }
  return router;
}
