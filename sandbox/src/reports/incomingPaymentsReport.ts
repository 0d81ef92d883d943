import { z } from 'zod';
import { russianDate } from '../world/worldCalendar';
import { paymentsOf } from './paymentsOf';
import { reportedSupplies } from './reportedSupplies';
import { baseFilter, contractMatches, contractNumField, moneyVariant, type ReportDefinition } from './reportDefinition';

export const INCOMING_SORT = ['datePayment', 'amount', 'payer'] as const;

/** POST /lkk/report/REP_IN_PAY: spec §3 "Incoming payments filter", strict. */
export const incomingFilterCheck = z.strictObject({
  ...baseFilter(INCOMING_SORT),
  contractNum: contractNumField,
  contractName: z.string().max(200).nullable().optional(),
});
export type IncomingFilter = z.infer<typeof incomingFilterCheck>;

export interface IncomingRow {
  id: number;
  datePayment: string;
  paymentNum: string;
  payer: string;
  payerInn: string;
  contractNum: string;
  contractName: string;
  amount: number;
  purpose: string;
  [key: string]: unknown;
}

/** Incoming payments: the factor's bank statement lines from the owner's debtors, one per payment. */
export const incomingPaymentsReport: ReportDefinition<IncomingRow, IncomingFilter> = {
  title: 'Входящие платежи',
  check: incomingFilterCheck,
  rows: (world, owner, filter) =>
    reportedSupplies(world, owner)
      .filter((item) => contractMatches(item.contract.num, filter.contractNum))
      .flatMap((item) => {
        const contractName = `Договор факторинга № ${item.contract.num} от ${russianDate(item.contract.date)} с ${item.debtor.name}`;
        return paymentsOf(item).map((payment) => ({
          id: payment.id,
          datePayment: payment.date,
          paymentNum: payment.number,
          payer: item.debtor.name,
          payerInn: item.debtor.inn,
          contractNum: item.contract.num,
          contractName,
          amount: payment.amount,
          purpose: `Оплата по ${item.supply.updName}, в т.ч. НДС 20%`,
        }));
      })
      .filter((row) => !filter.contractName || row.contractName.toLowerCase().includes(filter.contractName.trim().toLowerCase())),
  sortKeys: {
    datePayment: (row) => row.datePayment,
    amount: (row) => row.amount,
    payer: (row) => row.payer,
  },
  columns: [
    { header: 'Дата платежа', type: 'date', value: (row) => row.datePayment, width: 14 },
    { header: 'Платёжное поручение №', type: 'text', value: (row) => row.paymentNum, width: 14 },
    { header: 'Плательщик', type: 'text', value: (row) => row.payer, width: 34 },
    { header: 'ИНН плательщика', type: 'text', value: (row) => row.payerInn, width: 14 },
    { header: 'Договор', type: 'text', value: (row) => row.contractNum, width: 14 },
    { header: 'Наименование договора', type: 'text', value: (row) => row.contractName, width: 50 },
    { header: 'Сумма, руб.', type: 'money', value: (row) => row.amount, width: 18 },
    { header: 'Назначение платежа', type: 'text', value: (row) => row.purpose, width: 50 },
  ],
  answerRow: (row) => ({ ...row, amount: moneyVariant(row.id, row.amount), bankAccount: '40702810900000012345' }),
};
