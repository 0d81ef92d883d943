import { z } from 'zod';
import { balanceOf, delayDaysOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, moneyVariant, type ReportDefinition } from './reportDefinition';

export const DEBTOR_SUPPLIES_SORT = ['invoiceDate', 'dueDate', 'amount', 'debtAmount', 'supplier'] as const;

/** POST /lkd/report/SUPPLE: the supplies filter without a debtor (the caller is the debtor), strict. */
export const debtorSuppliesFilterCheck = z.strictObject({ ...baseFilter(DEBTOR_SUPPLIES_SORT), debtPaym: z.boolean(), contractNum: contractNumField });
export type DebtorSuppliesFilter = z.infer<typeof debtorSuppliesFilterCheck>;

export interface DebtorSupplyRow {
  id: number;
  invoiceNum: string;
  invoiceDate: string;
  dueDate: string;
  supplier: string;
  supplierInn: string;
  contractNum: string;
  amount: number;
  paidAmount: number;
  debtAmount: number;
  delayDays: number;
  [key: string]: unknown;
}

/** The debtor's supplies report (LKD): supplies its suppliers assigned to the factor, what is paid and owed. */
export const debtorSuppliesReport: ReportDefinition<DebtorSupplyRow, DebtorSuppliesFilter> = {
  title: 'Отчет по поставкам',
  check: debtorSuppliesFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => contractMatches(item.contract.num, filter.contractNum))
      .map((item) => {
        const { paid, debt } = balanceOf(item);
        return {
          id: item.supply.id,
          invoiceNum: item.supply.updNumber,
          invoiceDate: item.supply.supplyDate,
          dueDate: item.supply.dueDate,
          supplier: item.contract.client.name,
          supplierInn: item.contract.client.inn,
          contractNum: item.contract.num,
          amount: item.supply.amount,
          paidAmount: paid,
          debtAmount: debt,
          delayDays: delayDaysOf(item, debt),
        };
      })
      .filter((row) => filter.debtPaym || row.debtAmount > 0),
  sortKeys: {
    invoiceDate: (row) => row.invoiceDate,
    dueDate: (row) => row.dueDate,
    amount: (row) => row.amount,
    debtAmount: (row) => row.debtAmount,
    supplier: (row) => row.supplier,
  },
  columns: [
    { header: 'УПД №', type: 'text', value: (row) => row.invoiceNum, width: 12 },
    { header: 'Дата поставки', type: 'date', value: (row) => row.invoiceDate, width: 14 },
    { header: 'Срок оплаты', type: 'date', value: (row) => row.dueDate, width: 14 },
    { header: 'Поставщик', type: 'text', value: (row) => row.supplier, width: 34 },
    { header: 'ИНН поставщика', type: 'text', value: (row) => row.supplierInn, width: 14 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Сумма поставки, руб.', type: 'money', value: (row) => row.amount, width: 18 },
    { header: 'Оплачено, руб.', type: 'money', value: (row) => row.paidAmount, width: 18 },
    { header: 'Задолженность, руб.', type: 'money', value: (row) => row.debtAmount, width: 18 },
    { header: 'Просрочка, дней', type: 'integer', value: (row) => row.delayDays, width: 12 },
  ],
  answerRow: (row) => ({ ...row, amount: moneyVariant(row.id, row.amount) }),
};
