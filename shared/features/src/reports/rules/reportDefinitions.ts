import { REPORT_SORT_FIELDS, type ReportFieldType, type ReportKind } from '@portal/api';

/** The filter controls a report shows (each maps to a field of its request body). */
export type ReportFilterControl = 'debtPaym' | 'contractNum' | 'debtorId' | 'contractName' | 'regress';

export interface ReportColumn {
  field: string;
  label: string;
  type: ReportFieldType;
  /** The server-side sort field this header sorts by, if any. */
  sort?: string;
}

export interface ReportDefinition {
  kind: ReportKind;
  /** Tab label. */
  title: string;
  /** What the table's caption and the empty state call the rows. */
  caption: string;
  filters: readonly ReportFilterControl[];
  columns: readonly ReportColumn[];
  /** The Excel name's part between the debtor and the date (spec §9; the income statement's is ours). */
  fileInfix: string;
}

const SUPPLY_COLUMNS: readonly ReportColumn[] = [
  { field: 'invoiceNum', label: 'УПД №', type: 'text' },
  { field: 'invoiceDate', label: 'Дата поставки', type: 'date', sort: 'invoiceDate' },
  { field: 'dueDate', label: 'Срок оплаты', type: 'date', sort: 'dueDate' },
];

/** The reports of spec §1, their columns (CONTRACT.md "Rows") and filters (spec §3). */
export const REPORT_DEFINITIONS: Record<ReportKind, ReportDefinition> = {
  supplies: {
    kind: 'supplies',
    title: 'Поставки',
    caption: 'Отчет по поставкам',
    filters: ['debtorId', 'contractNum', 'debtPaym'],
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
    fileInfix: '_Отчет по поставкам_',
  },
  arrears: {
    kind: 'arrears',
    title: 'Задолженность плательщиков',
    caption: 'Дебиторская задолженность плательщиков',
    filters: ['debtorId', 'contractNum'],
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
    fileInfix: '_дебиторская_задолженность_',
  },
  repaid: {
    kind: 'repaid',
    title: 'Погашенные требования',
    caption: 'Погашенные требования',
    filters: ['debtorId', 'contractNum'],
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
    fileInfix: '_погашенные_требования_',
  },
  incoming: {
    kind: 'incoming',
    title: 'Входящие платежи',
    caption: 'Входящие платежи',
    filters: ['contractNum', 'contractName'],
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
    fileInfix: '_входящие платежи_',
  },
  income: {
    kind: 'income',
    title: 'Отчет о доходах',
    caption: 'Отчет о доходах',
    filters: ['debtorId', 'contractNum'],
    columns: [
      { field: 'opDate', label: 'Дата', type: 'date', sort: 'opDate' },
      { field: 'operation', label: 'Операция', type: 'text', sort: 'operation' },
      { field: 'document', label: 'Документ', type: 'text' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'debtor', label: 'Дебитор', type: 'text' },
      { field: 'incomeAmount', label: 'Поступило', type: 'money', sort: 'amount' },
      { field: 'expenseAmount', label: 'Списано', type: 'money' },
    ],
    fileInfix: '_отчет_о_доходах_',
  },
  yield: {
    kind: 'yield',
    title: 'Начисленные комиссии',
    caption: 'Начисленные комиссии (доходность)',
    filters: ['debtorId', 'regress'],
    columns: [
      { field: 'invoiceNum', label: 'УПД №', type: 'text' },
      { field: 'debtor', label: 'Дебитор', type: 'text', sort: 'debtor' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'regress', label: 'Регресс', type: 'boolean' },
      { field: 'financingDate', label: 'Дата финансирования', type: 'date', sort: 'financingDate' },
      { field: 'financingAmount', label: 'Сумма финансирования', type: 'money', sort: 'financingAmount' },
      { field: 'days', label: 'Дней', type: 'integer' },
      { field: 'comm1NoneVatAmount', label: 'Комиссия 1 без НДС', type: 'money' },
      { field: 'comm1VatAmount', label: 'Комиссия 1 НДС', type: 'money' },
      { field: 'comm2NoneVatAmount', label: 'Комиссия 2 без НДС', type: 'money' },
      { field: 'comm2VatAmount', label: 'Комиссия 2 НДС', type: 'money' },
      { field: 'comm3NoneVatAmount', label: 'Комиссия 3 без НДС', type: 'money' },
      { field: 'comm3VatAmount', label: 'Комиссия 3 НДС', type: 'money' },
    ],
    fileInfix: '_начисленные_комиссии_',
  },
  debtorSupplies: {
    kind: 'debtorSupplies',
    title: 'Поставки',
    caption: 'Отчет по поставкам',
    filters: ['contractNum', 'debtPaym'],
    columns: [
      ...SUPPLY_COLUMNS,
      { field: 'supplier', label: 'Поставщик', type: 'text', sort: 'supplier' },
      { field: 'contractNum', label: 'Договор', type: 'text' },
      { field: 'amount', label: 'Сумма поставки', type: 'money', sort: 'amount' },
      { field: 'paidAmount', label: 'Оплачено', type: 'money' },
      { field: 'debtAmount', label: 'Задолженность', type: 'money', sort: 'debtAmount' },
      { field: 'delayDays', label: 'Просрочка, дн.', type: 'integer' },
    ],
    fileInfix: '_Отчет по поставкам_',
  },
};

/** The report's default sort field (descending): spec §3 for supplies, repaid claims, incoming payments; ours otherwise. */
export function defaultSortOf(kind: ReportKind): string {
  return REPORT_SORT_FIELDS[kind][0];
}
