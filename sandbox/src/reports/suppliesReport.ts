import { z } from 'zod';
import { balanceOf, delayDaysOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, debtorIdField, moneyVariant, type ReportDefinition } from './reportDefinition';

export const SUPPLIES_SORT = ['invoiceDate', 'dueDate', 'amount', 'debtAmount', 'debtor', 'contractNum'] as const;

/** POST /lkk/report/SUPPLE_PAGINATION: the supplies filter of spec §3, strict. */
export const suppliesFilterCheck = z.strictObject({
  ...baseFilter(SUPPLIES_SORT),
  debtPaym: z.boolean(),
  contractNum: contractNumField,
  debtorId: debtorIdField,
});
export type SuppliesFilter = z.infer<typeof suppliesFilterCheck>;

export interface SupplyReportRow {
  id: number;
  invoiceNum: string;
  invoiceDate: string;
  dueDate: string;
  debtor: string;
  debtorId: number;
  debtorInn: string;
  contractNum: string;
  registryNumber: string;
  amount: number;
  paidAmount: number;
  debtAmount: number;
  delayDays: number;
  [key: string]: unknown;
}

/** Supplies report (LKK, LKP): every reported supply; debtPaym false hides those repaid in full. */
export const suppliesReport: ReportDefinition<SupplyReportRow, SuppliesFilter> = {
  title: 'Отчет по поставкам',
  check: suppliesFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => contractMatches(item.contract.num, filter.contractNum) && (filter.debtorId == null || item.debtor.id === filter.debtorId))
      .map((item) => {
        const { paid, debt } = balanceOf(item);
        return {
          id: item.supply.id,
          invoiceNum: item.supply.updNumber,
          invoiceDate: item.supply.supplyDate,
          dueDate: item.supply.dueDate,
          debtor: item.debtor.name,
          debtorId: item.debtor.id,
          debtorInn: item.debtor.inn,
          contractNum: item.contract.num,
          registryNumber: item.registry.number,
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
    debtor: (row) => row.debtor,
    contractNum: (row) => row.contractNum,
  },
  columns: [
    { header: 'УПД №', type: 'text', value: (row) => row.invoiceNum, width: 12 },
    { header: 'Дата поставки', type: 'date', value: (row) => row.invoiceDate, width: 14 },
    { header: 'Срок оплаты', type: 'date', value: (row) => row.dueDate, width: 14 },
    { header: 'Дебитор', type: 'text', value: (row) => row.debtor, width: 34 },
    { header: 'ИНН дебитора', type: 'text', value: (row) => row.debtorInn, width: 14 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Реестр', type: 'text', value: (row) => row.registryNumber, width: 14 },
    { header: 'Сумма поставки, руб.', type: 'money', value: (row) => row.amount, width: 18 },
    { header: 'Оплачено, руб.', type: 'money', value: (row) => row.paidAmount, width: 18 },
    { header: 'Задолженность, руб.', type: 'money', value: (row) => row.debtAmount, width: 18 },
    { header: 'Просрочка, дней', type: 'integer', value: (row) => row.delayDays, width: 12 },
  ],
  answerRow: (row) => ({ ...row, amount: moneyVariant(row.id, row.amount), debtAmount: moneyVariant(row.id + 1, row.debtAmount), currency: 'RUB' }),
};
