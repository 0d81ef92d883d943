import type { ReportCabinet as ReportPathCabinet, ReportKind, Scope } from '@portal/api';
import { LKK_DICTIONARY, LKP_DICTIONARY, type DebtorDictionary } from '../dictionaries/debtorDictionary';

/** The reports area's cabinet descriptor (ARCHITECTURE "Inside a feature area"). */
export interface ReportsCabinet {
  scope: Scope;
  /** The cabinet segment of §7's `/{cabinet}/report/...` paths. */
  pathCabinet: ReportPathCabinet;
  /** The reports offered, in their tab order. */
  kinds: readonly ReportKind[];
  /** Where the §5 debtor picker takes its entries (the cabinet's dictionary, as the registries'); null: no debtor filter. */
  debtorDictionary: DebtorDictionary | null;
}

const CLIENT_KINDS: readonly ReportKind[] = ['supplies', 'arrears', 'repaid', 'incoming', 'income', 'yield'];

export const LKK_REPORTS: ReportsCabinet = { scope: 'LKK', pathCabinet: 'lkk', kinds: CLIENT_KINDS, debtorDictionary: LKK_DICTIONARY };
export const LKP_REPORTS: ReportsCabinet = { scope: 'LKP', pathCabinet: 'lkp', kinds: CLIENT_KINDS, debtorDictionary: LKP_DICTIONARY };
export const LKD_REPORTS: ReportsCabinet = { scope: 'LKD', pathCabinet: 'lkd', kinds: ['debtorSupplies'], debtorDictionary: null };
