import type { ReportKind } from './reportKinds';

/** How the portal reads a row field: text (also dates, ISO), money or a whole number, or a yes/no. */
export type ReportFieldType = 'text' | 'date' | 'money' | 'integer' | 'boolean';

/** The filter controls a report shows, each the request body field of the same name (spec §3). */
export type ReportFilterControl = 'debtPaym' | 'contractNum' | 'debtorId' | 'contractName' | 'regress';

export interface ReportColumn {
  /** The row field shown (CONTRACT.md "Rows"). */
  field: string;
  label: string;
  type: ReportFieldType;
  /** The server-side sort field this header sorts by, if any. */
  sort?: string;
}

/** Everything the portal knows about one report: one row of REPORT_TABLE. */
export interface ReportTableRow {
  /** Tab label. */
  title: string;
  /** What the table's caption and the empty state call the rows. */
  caption: string;
  /** The Excel name's part between the debtor and the date (spec §9; the income statement's is ours). */
  fileInfix: string;
  /**
   * §7's list and Excel calls, relative to /api/; `{cabinet}` is lkk, lkp or lkd (CONTRACT.md "Paths"). `excel` null:
   * §7 lists no Excel call for the report, so the file is built on the page from the list call (decision 0061).
   */
  list: string;
  excel: string | null;
  /** The list call is ours, not §7's: a spec-only server answers 404 and the report is offered as Excel only. */
  listBeyondSpec: boolean;
  filters: readonly ReportFilterControl[];
  /** The sort of a fresh report, descending (spec §3 where it says; ours otherwise). Also a column's `sort`. */
  defaultSort: string;
  /** The table's columns in order; every row field but `id`. */
  columns: readonly ReportColumn[];
}

const SUPPLY_COLUMNS = [
  { field: 'invoiceNum', label: 'УПД №', type: 'text' },
  { field: 'invoiceDate', label: 'Дата поставки', type: 'date', sort: 'invoiceDate' },
  { field: 'dueDate', label: 'Срок оплаты', type: 'date', sort: 'dueDate' },
] as const satisfies readonly ReportColumn[];

/**
 * The reports of spec §1 (six for LKK and LKP, the debtor's supplies for LKD), one row each: calls, filters,
 * sort, columns and texts. Row schemas, request schemas, sort fields and paths are all read from here.
 */
export const REPORT_TABLE = {
  supplies: {
    title: 'Поставки',
    caption: 'Отчет по поставкам',
    fileInfix: '_Отчет по поставкам_',
    list: 'lkk/report/SUPPLE_PAGINATION',
    excel: null,
    listBeyondSpec: false,
    filters: ['debtorId', 'contractNum', 'debtPaym'],
    defaultSort: 'invoiceDate',
    columns: [
      ...SUPPLY_COLUMNS,
      { field: 'debtor', label: 'Дебитор', type: 'text', sort: 'debtor' },
      { field: 'contractNum', label: 'Договор', type: 'text', sort: 'contractNum' },
      { field: 'registryNumber', label: 'Реестр', type: 'text' },
      { field: 'amount', label: 'Сумма поставки', type: 'money', sort: 'amount' },
      { field: 'paidAmount', label: 'Оплачено', type: 'money' },
      { field: 'debtAmount', label: 'Задолженность', type: 'money', sort: 'debtAmount' },
      { field: 'delayDays', label: 'Просрочка, дн.', type: 'integer' },
    ],
  },
  arrears: {
    title: 'Задолженность плательщиков',
    caption: 'Дебиторская задолженность плательщиков',
    fileInfix: '_дебиторская_задолженность_',
    // §7 lists only ARREARS/excel (per cabinet); the list follows it.
    list: '{cabinet}/report/ARREARS',
    excel: '{cabinet}/report/ARREARS/excel',
    listBeyondSpec: true,
    filters: ['debtorId', 'contractNum'],
    defaultSort: 'delayDays',
    columns: [
      { field: 'debtor', label: 'Дебитор', type: 'text', sort: 'debtor' },
      { field: 'debtorInn', label: 'ИНН', type: 'text' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'invoiceNum', label: 'УПД №', type: 'text' },
      { field: 'invoiceDate', label: 'Дата поставки', type: 'date', sort: 'invoiceDate' },
      { field: 'dueDate', label: 'Срок оплаты', type: 'date', sort: 'dueDate' },
      { field: 'amount', label: 'Сумма поставки', type: 'money' },
      { field: 'debtAmount', label: 'Задолженность', type: 'money', sort: 'debtAmount' },
      { field: 'overdueAmount', label: 'Просрочено', type: 'money' },
      { field: 'delayDays', label: 'Просрочка, дн.', type: 'integer', sort: 'delayDays' },
    ],
  },
  repaid: {
    title: 'Погашенные требования',
    caption: 'Погашенные требования',
    fileInfix: '_погашенные_требования_',
    list: 'lkk/report/PAY_RES',
    excel: '{cabinet}/report/PAY_RES/excel',
    listBeyondSpec: false,
    filters: ['debtorId', 'contractNum'],
    defaultSort: 'shipDate',
    columns: [
      { field: 'shipDate', label: 'Дата отгрузки', type: 'date', sort: 'shipDate' },
      { field: 'invoiceNum', label: 'УПД №', type: 'text' },
      { field: 'debtor', label: 'Дебитор', type: 'text', sort: 'debtor' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'amount', label: 'Сумма требования', type: 'money' },
      { field: 'payDate', label: 'Дата погашения', type: 'date', sort: 'payDate' },
      { field: 'payNum', label: 'П/п №', type: 'text' },
      { field: 'payAmount', label: 'Погашено', type: 'money', sort: 'payAmount' },
      { field: 'restAmount', label: 'Остаток', type: 'money' },
    ],
  },
  incoming: {
    title: 'Входящие платежи',
    caption: 'Входящие платежи',
    fileInfix: '_входящие платежи_',
    list: 'lkk/report/REP_IN_PAY',
    excel: 'lkk/report/REP_IN_PAY/excel',
    listBeyondSpec: false,
    filters: ['contractNum', 'contractName'],
    defaultSort: 'datePayment',
    columns: [
      { field: 'datePayment', label: 'Дата платежа', type: 'date', sort: 'datePayment' },
      { field: 'paymentNum', label: 'П/п №', type: 'text' },
      { field: 'payer', label: 'Плательщик', type: 'text', sort: 'payer' },
      { field: 'payerInn', label: 'ИНН', type: 'text' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'contractName', label: 'Наименование договора', type: 'text' },
      { field: 'amount', label: 'Сумма', type: 'money', sort: 'amount' },
      { field: 'purpose', label: 'Назначение платежа', type: 'text' },
    ],
  },
  income: {
    title: 'Отчет о доходах',
    caption: 'Отчет о доходах',
    fileInfix: '_отчет_о_доходах_',
    list: 'lkk/report/income_statement',
    excel: 'lkk/report/INCOME_STATEMENT/excel',
    listBeyondSpec: false,
    filters: ['debtorId', 'contractNum'],
    defaultSort: 'opDate',
    columns: [
      { field: 'opDate', label: 'Дата', type: 'date', sort: 'opDate' },
      { field: 'operation', label: 'Операция', type: 'text', sort: 'operation' },
      { field: 'document', label: 'Документ', type: 'text' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'debtor', label: 'Дебитор', type: 'text' },
      { field: 'incomeAmount', label: 'Поступило', type: 'money', sort: 'amount' },
      { field: 'expenseAmount', label: 'Списано', type: 'money' },
    ],
  },
  yield: {
    title: 'Начисленные комиссии',
    caption: 'Начисленные комиссии (доходность)',
    fileInfix: '_начисленные_комиссии_',
    list: 'lkk/report/YIELD',
    excel: 'lkk/report/YIELD/excel',
    listBeyondSpec: false,
    filters: ['debtorId', 'regress'],
    defaultSort: 'financingDate',
    columns: [
      { field: 'invoiceNum', label: 'УПД №', type: 'text' },
      { field: 'debtor', label: 'Дебитор', type: 'text', sort: 'debtor' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'regress', label: 'Регресс', type: 'boolean' },
      { field: 'financingDate', label: 'Дата финансирования', type: 'date', sort: 'financingDate' },
      { field: 'financingAmount', label: 'Сумма финансирования', type: 'money', sort: 'financingAmount' },
      { field: 'days', label: 'Дней', type: 'integer' },
      { field: 'comm1NoneVatAmount', label: 'Комиссия 1 (без НДС)', type: 'money' },
      { field: 'comm1VatAmount', label: 'НДС по комиссии 1', type: 'money' },
      { field: 'comm2NoneVatAmount', label: 'Комиссия 2 (без НДС)', type: 'money' },
      { field: 'comm2VatAmount', label: 'НДС по комиссии 2', type: 'money' },
      { field: 'comm3NoneVatAmount', label: 'Комиссия 3 (без НДС)', type: 'money' },
      { field: 'comm3VatAmount', label: 'НДС по комиссии 3', type: 'money' },
    ],
  },
  debtorSupplies: {
    title: 'Поставки',
    caption: 'Отчет по поставкам',
    fileInfix: '_Отчет по поставкам_',
    list: 'lkd/report/SUPPLE',
    excel: null,
    listBeyondSpec: false,
    filters: ['contractNum', 'debtPaym'],
    defaultSort: 'invoiceDate',
    columns: [
      ...SUPPLY_COLUMNS,
      { field: 'supplier', label: 'Поставщик', type: 'text', sort: 'supplier' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'amount', label: 'Сумма поставки', type: 'money', sort: 'amount' },
      { field: 'paidAmount', label: 'Оплачено', type: 'money' },
      { field: 'debtAmount', label: 'Задолженность', type: 'money', sort: 'debtAmount' },
      { field: 'delayDays', label: 'Просрочка, дн.', type: 'integer' },
    ],
  },
} as const satisfies Record<ReportKind, ReportTableRow>;

/** The server-side sort fields a report accepts: its default first, then every column's sort field. */
export type ReportSortField<Kind extends ReportKind> = Extract<(typeof REPORT_TABLE)[Kind]['columns'][number], { sort: string }>['sort'];

export function reportSortFields(kind: ReportKind): readonly [string, ...string[]] {
  const { defaultSort, columns } = REPORT_TABLE[kind] as ReportTableRow;
  const others = columns.flatMap((column) => (column.sort && column.sort !== defaultSort ? [column.sort] : []));
  return [defaultSort, ...others];
}
