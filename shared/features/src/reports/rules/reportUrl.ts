import { REPORT_SORT_FIELDS, type ReportKind } from '@portal/api';
import { defaultSortOf } from './reportDefinitions';

/** What the reports page's URL holds: the report shown, its sort, page and filter choices. */
export interface ReportState {
  kind: ReportKind;
  sortBy: string;
  sortDesc: boolean;
  /** 0-based (spec §9 first page 0); the URL shows it from 1. */
  page: number;
  /** 'Отображать' (true) or 'Не отображать' (false, the default). */
  debtPaym: boolean;
  debtorId: number | null;
  contractNum: string;
  contractName: string;
  /** null: 'Все'. */
  regress: boolean | null;
}

export function defaultReportState(kind: ReportKind): ReportState {
  return { kind, sortBy: defaultSortOf(kind), sortDesc: true, page: 0, debtPaym: false, debtorId: null, contractNum: '', contractName: '', regress: null };
}

/** Reads the state from the URL; an unknown report is the cabinet's first, anything malformed its default. */
export function reportStateFromParams(params: URLSearchParams, kinds: readonly ReportKind[]): ReportState {
  const asked = params.get('report') as ReportKind | null;
  const kind = asked && kinds.includes(asked) ? asked : (kinds[0] ?? 'supplies');
  const defaults = defaultReportState(kind);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const debtor = Number(params.get('debtor'));
  const regress = params.get('regress');
  return {
    kind,
    sortBy: sort && (REPORT_SORT_FIELDS[kind] as readonly string[]).includes(sort) ? sort : defaults.sortBy,
    sortDesc: params.get('dir') !== 'asc',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    debtPaym: params.get('debtPaym') === 'true',
    debtorId: params.get('debtor') !== null && Number.isInteger(debtor) && debtor > 0 ? debtor : null,
    contractNum: params.get('contract') ?? '',
    contractName: params.get('contractName') ?? '',
    regress: regress === 'true' ? true : regress === 'false' ? false : null,
  };
}

/** Writes the state to URL parameters, defaults left out so a plain link stays plain. */
export function reportStateToParams(state: ReportState, kinds: readonly ReportKind[]): URLSearchParams {
  const params = new URLSearchParams();
  if (state.kind !== kinds[0]) params.set('report', state.kind);
  if (state.sortBy !== defaultSortOf(state.kind)) params.set('sort', state.sortBy);
  if (!state.sortDesc) params.set('dir', 'asc');
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.debtPaym) params.set('debtPaym', 'true');
  if (state.debtorId !== null) params.set('debtor', String(state.debtorId));
  if (state.contractNum) params.set('contract', state.contractNum);
  if (state.contractName) params.set('contractName', state.contractName);
  if (state.regress !== null) params.set('regress', String(state.regress));
  return params;
}
