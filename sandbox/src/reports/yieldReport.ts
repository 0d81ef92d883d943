import { z } from 'zod';
import { commissionsOf } from './commissionsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, debtorIdField, moneyVariant, round2, type ReportDefinition } from './reportDefinition';

export const YIELD_SORT = ['financingDate', 'financingAmount', 'debtor'] as const;

/** POST /lkk/report/YIELD: spec §3 "Yield/commission filter" (regress null is both kinds, CONTRACT.md), strict. */
export const yieldFilterCheck = z.strictObject({ ...baseFilter(YIELD_SORT), debtorId: debtorIdField, regress: z.boolean().nullable().optional() });
export type YieldFilter = z.infer<typeof yieldFilterCheck>;

export const COMMISSION_FIELDS = ['comm1NoneVatAmount', 'comm1VatAmount', 'comm2NoneVatAmount', 'comm2VatAmount', 'comm3NoneVatAmount', 'comm3VatAmount'] as const;
type CommissionField = (typeof COMMISSION_FIELDS)[number];

export type YieldRow = {
  id: number;
  invoiceNum: string;
  debtor: string;
  contractNum: string;
  regress: boolean;
  financingDate: string;
  financingAmount: number;
  days: number;
  [key: string]: unknown;
} & Record<CommissionField, number>;

/** Accrued commissions (yield): one row per financed supply; the answer carries the six sums of spec §3. */
export const yieldReport: ReportDefinition<YieldRow, YieldFilter> = {
  title: 'Начисленные комиссии',
  check: yieldFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => item.financed && (filter.debtorId == null || item.debtor.id === filter.debtorId))
      .filter((item) => filter.regress == null || filter.regress === !item.contract.type.includes('NOT_REGRESS'))
      .flatMap((item) => {
        const commissions = commissionsOf(item);
        if (!commissions) return [];
        return [
          {
            id: item.supply.id,
            invoiceNum: item.supply.updNumber,
            debtor: item.debtor.name,
            contractNum: item.contract.num,
            regress: !item.contract.type.includes('NOT_REGRESS'),
            ...commissions,
          },
        ];
      }),
  sortKeys: {
    financingDate: (row) => row.financingDate,
    financingAmount: (row) => row.financingAmount,
    debtor: (row) => row.debtor,
  },
  columns: [
    { header: 'УПД №', type: 'text', value: (row) => row.invoiceNum, width: 12 },
    { header: 'Дебитор', type: 'text', value: (row) => row.debtor, width: 34 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Регресс', type: 'text', value: (row) => (row.regress ? 'С регрессом' : 'Без регресса'), width: 14 },
    { header: 'Дата финансирования', type: 'date', value: (row) => row.financingDate, width: 14 },
    { header: 'Сумма финансирования, руб.', type: 'money', value: (row) => row.financingAmount, width: 18 },
    { header: 'Дней', type: 'integer', value: (row) => row.days, width: 8 },
    { header: 'Комиссия 1 (без НДС), руб.', type: 'money', value: (row) => row.comm1NoneVatAmount, width: 16, totalKey: 'comm1NoneVatAmountSum' },
    { header: 'НДС по комиссии 1, руб.', type: 'money', value: (row) => row.comm1VatAmount, width: 16, totalKey: 'comm1VatAmountSum' },
    { header: 'Комиссия 2 (без НДС), руб.', type: 'money', value: (row) => row.comm2NoneVatAmount, width: 16, totalKey: 'comm2NoneVatAmountSum' },
    { header: 'НДС по комиссии 2, руб.', type: 'money', value: (row) => row.comm2VatAmount, width: 16, totalKey: 'comm2VatAmountSum' },
    { header: 'Комиссия 3 (без НДС), руб.', type: 'money', value: (row) => row.comm3NoneVatAmount, width: 16, totalKey: 'comm3NoneVatAmountSum' },
    { header: 'НДС по комиссии 3, руб.', type: 'money', value: (row) => row.comm3VatAmount, width: 16, totalKey: 'comm3VatAmountSum' },
  ],
  totals: (rows) => Object.fromEntries(COMMISSION_FIELDS.map((field) => [`${field}Sum`, round2(rows.reduce((sum, row) => sum + row[field], 0))])),
  answerRow: (row) => ({ ...row, comm3NoneVatAmount: moneyVariant(row.id, row.comm3NoneVatAmount), comm1VatAmount: row.id % 3 === 0 ? null : 0 }),
};
