import { z } from 'zod';
import { paymentsOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, debtorIdField, moneyVariant, round2, type ReportDefinition } from './reportDefinition';

export const REPAID_SORT = ['shipDate', 'payDate', 'payAmount', 'debtor'] as const;

/** POST /lkk/report/PAY_RES: spec §3 "Repaid claims filter" (shipDate descending by default), strict. */
export const repaidFilterCheck = z.strictObject({ ...baseFilter(REPAID_SORT), contractNum: contractNumField, debtorId: debtorIdField });
export type RepaidFilter = z.infer<typeof repaidFilterCheck>;

export interface RepaidRow {
  id: number;
  shipDate: string;
  invoiceNum: string;
  debtor: string;
  contractNum: string;
  amount: number;
  payDate: string;
  payNum: string;
  payAmount: number;
  restAmount: number;
  [key: string]: unknown;
}

/** Repaid claims: one row per debtor payment that repaid (part of) a claim, with what remained after it. */
export const repaidClaimsReport: ReportDefinition<RepaidRow, RepaidFilter> = {
  title: 'Погашенные требования',
  check: repaidFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => contractMatches(item.contract.num, filter.contractNum) && (filter.debtorId == null || item.debtor.id === filter.debtorId))
      .flatMap((item) => {
        let rest = item.supply.amount;
        return paymentsOf(item).map((payment) => {
          rest = round2(rest - payment.amount);
          return {
            id: payment.id,
            shipDate: item.supply.supplyDate,
            invoiceNum: item.supply.updNumber,
            debtor: item.debtor.name,
            contractNum: item.contract.num,
            amount: item.supply.amount,
            payDate: payment.date,
            payNum: payment.number,
            payAmount: payment.amount,
            restAmount: rest,
          };
        });
      }),
  sortKeys: {
    shipDate: (row) => row.shipDate,
    payDate: (row) => row.payDate,
    payAmount: (row) => row.payAmount,
    debtor: (row) => row.debtor,
  },
  columns: [
    { header: 'Дата отгрузки', type: 'date', value: (row) => row.shipDate, width: 14 },
    { header: 'УПД №', type: 'text', value: (row) => row.invoiceNum, width: 12 },
    { header: 'Дебитор', type: 'text', value: (row) => row.debtor, width: 34 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Сумма требования, руб.', type: 'money', value: (row) => row.amount, width: 18 },
    { header: 'Дата погашения', type: 'date', value: (row) => row.payDate, width: 14 },
    { header: 'Платёжное поручение №', type: 'text', value: (row) => row.payNum, width: 14 },
    { header: 'Погашено, руб.', type: 'money', value: (row) => row.payAmount, width: 18 },
    { header: 'Остаток, руб.', type: 'money', value: (row) => row.restAmount, width: 18 },
  ],
  answerRow: (row) => ({ ...row, payAmount: moneyVariant(row.id, row.payAmount), payNum: Number(row.payNum) }),
};

