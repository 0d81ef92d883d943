import type { ReportCabinet as ReportPathCabinet, ReportKind, Scope } from '@portal/api';
import { LKK_REGISTRIES, LKP_REGISTRIES, type RegistryCabinet } from '../registries/registryCabinet';

/** The reports area's cabinet descriptor (ARCHITECTURE "Inside a feature area"). */
export interface ReportsCabinet {
  scope: Scope;
  /** The cabinet segment of §7's `/{cabinet}/report/...` paths. */
  pathCabinet: ReportPathCabinet;
  /** The reports offered, in their tab order. */
  kinds: readonly ReportKind[];
  /** Where the §5 debtor picker takes its entries (the registries' dictionary); null: no debtor filter. */
  debtorDictionary: RegistryCabinet | null;
}

const CLIENT_KINDS: readonly ReportKind[] = ['supplies', 'arrears', 'repaid', 'incoming', 'income', 'yield'];

export const LKK_REPORTS: ReportsCabinet = { scope: 'LKK', pathCabinet: 'lkk', kinds: CLIENT_KINDS, debtorDictionary: LKK_REGISTRIES };
export const LKP_REPORTS: ReportsCabinet = { scope: 'LKP', pathCabinet: 'lkp', kinds: CLIENT_KINDS, debtorDictionary: LKP_REGISTRIES };
export const LKD_REPORTS: ReportsCabinet = { scope: 'LKD', pathCabinet: 'lkd', kinds: ['debtorSupplies'], debtorDictionary: null };
