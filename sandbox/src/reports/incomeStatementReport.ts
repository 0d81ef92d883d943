import { z } from 'zod';
import { commissionsOf } from './commissionsOf';
import { paymentsOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, debtorIdField, moneyVariant, round2, type ReportDefinition } from './reportDefinition';

export const INCOME_SORT = ['opDate', 'amount', 'operation'] as const;

/** POST /lkk/report/income_statement (CONTRACT.md): contract and debtor, strict. */
export const incomeFilterCheck = z.strictObject({ ...baseFilter(INCOME_SORT), contractNum: contractNumField, debtorId: debtorIdField });
export type IncomeFilter = z.infer<typeof incomeFilterCheck>;

export interface IncomeRow {
  id: number;
  opDate: string;
  operation: string;
  document: string;
  contractNum: string;
  debtor: string;
  incomeAmount: number;
  expenseAmount: number;
  [key: string]: unknown;
}

/**
 * Income statement: the client's operations with the factor — financing received, debtors' payments passed on (the
 * part above the financing), commissions charged (with VAT) — as credit (incomeAmount) and debit (expenseAmount).
 */
export const incomeStatementReport: ReportDefinition<IncomeRow, IncomeFilter> = {
  title: 'Отчет о доходах',
  check: incomeFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => item.financed && contractMatches(item.contract.num, filter.contractNum) && (filter.debtorId == null || item.debtor.id === filter.debtorId))
      .flatMap((item) => {
        const commissions = commissionsOf(item);
        if (!commissions) return [];
        const base = { contractNum: item.contract.num, debtor: item.debtor.name };
        const id = item.supply.id * 10;
        const rows: IncomeRow[] = [
          { id: id + 1, opDate: commissions.financingDate, operation: 'Финансирование', document: item.supply.updName, ...base, incomeAmount: commissions.financingAmount, expenseAmount: 0 },
        ];
        const paid = round2(paymentsOf(item).reduce((sum, payment) => sum + payment.amount, 0));
        const lastPayment = paymentsOf(item).at(-1);
        if (lastPayment && paid >= item.supply.amount) {
          rows.push({ id: id + 2, opDate: lastPayment.date, operation: 'Перечисление остатка', document: item.supply.updName, ...base, incomeAmount: round2(paid - commissions.financingAmount), expenseAmount: 0 });
        }
        const charged = round2(
          commissions.comm1NoneVatAmount + commissions.comm1VatAmount + commissions.comm2NoneVatAmount + commissions.comm2VatAmount + commissions.comm3NoneVatAmount + commissions.comm3VatAmount,
        );
        rows.push({ id: id + 3, opDate: commissions.financingDate, operation: 'Удержание комиссий', document: item.supply.updName, ...base, incomeAmount: 0, expenseAmount: charged });
        return rows;
      }),
  sortKeys: {
    opDate: (row) => row.opDate,
    amount: (row) => row.incomeAmount - row.expenseAmount,
    operation: (row) => row.operation,
  },
  columns: [
    { header: 'Дата', type: 'date', value: (row) => row.opDate, width: 14 },
    { header: 'Операция', type: 'text', value: (row) => row.operation, width: 24 },
    { header: 'Документ', type: 'text', value: (row) => row.document, width: 32 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Дебитор', type: 'text', value: (row) => row.debtor, width: 34 },
    { header: 'Поступило, руб.', type: 'money', value: (row) => row.incomeAmount, width: 18 },
    { header: 'Списано, руб.', type: 'money', value: (row) => row.expenseAmount, width: 18 },
  ],
  answerRow: (row) => ({ ...row, incomeAmount: moneyVariant(row.id, row.incomeAmount) }),
};
