import { z } from 'zod';
import { balanceOf, delayDaysOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, debtorIdField, moneyVariant, type ReportDefinition } from './reportDefinition';
import { WORLD_TODAY } from '../world/worldCalendar';

export const ARREARS_SORT = ['delayDays', 'dueDate', 'invoiceDate', 'debtAmount', 'debtor'] as const;

/** POST /{cabinet}/report/ARREARS (CONTRACT.md): contract and debtor, strict. */
export const arrearsFilterCheck = z.strictObject({ ...baseFilter(ARREARS_SORT), contractNum: contractNumField, debtorId: debtorIdField });
export type ArrearsFilter = z.infer<typeof arrearsFilterCheck>;

export interface ArrearsRow {
  id: number;
  debtor: string;
  debtorInn: string;
  contractNum: string;
  invoiceNum: string;
  invoiceDate: string;
  dueDate: string;
  amount: number;
  debtAmount: number;
  overdueAmount: number;
  delayDays: number;
  [key: string]: unknown;
}

/** Payers' arrears: every assigned supply the debtor still owes on, overdue or not. */
export const arrearsReport: ReportDefinition<ArrearsRow, ArrearsFilter> = {
  title: 'Дебиторская задолженность',
  check: arrearsFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => item.assigned && contractMatches(item.contract.num, filter.contractNum) && (filter.debtorId == null || item.debtor.id === filter.debtorId))
      .map((item) => {
        const { debt } = balanceOf(item);
        return {
          id: item.supply.id,
          debtor: item.debtor.name,
          debtorInn: item.debtor.inn,
          contractNum: item.contract.num,
          invoiceNum: item.supply.updNumber,
          invoiceDate: item.supply.supplyDate,
          dueDate: item.supply.dueDate,
          amount: item.supply.amount,
          debtAmount: debt,
          overdueAmount: item.supply.dueDate < WORLD_TODAY ? debt : 0,
          delayDays: delayDaysOf(item, debt),
        };
      })
      .filter((row) => row.debtAmount > 0),
  sortKeys: {
    delayDays: (row) => row.delayDays,
    dueDate: (row) => row.dueDate,
    invoiceDate: (row) => row.invoiceDate,
    debtAmount: (row) => row.debtAmount,
    debtor: (row) => row.debtor,
  },
  columns: [
    { header: 'Дебитор', type: 'text', value: (row) => row.debtor, width: 34 },
    { header: 'ИНН дебитора', type: 'text', value: (row) => row.debtorInn, width: 14 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'УПД №', type: 'text', value: (row) => row.invoiceNum, width: 12 },
    { header: 'Дата поставки', type: 'date', value: (row) => row.invoiceDate, width: 14 },
    { header: 'Срок оплаты', type: 'date', value: (row) => row.dueDate, width: 14 },
    { header: 'Сумма поставки, руб.', type: 'money', value: (row) => row.amount, width: 18 },
    { header: 'Задолженность, руб.', type: 'money', value: (row) => row.debtAmount, width: 18 },
    { header: 'Просрочено, руб.', type: 'money', value: (row) => row.overdueAmount, width: 18 },
    { header: 'Просрочка, дней', type: 'integer', value: (row) => row.delayDays, width: 12 },
  ],
  answerRow: (row) => ({ ...row, debtAmount: moneyVariant(row.id, row.debtAmount), overdueAmount: row.overdueAmount === 0 && row.id % 3 === 0 ? null : row.overdueAmount }),
};
