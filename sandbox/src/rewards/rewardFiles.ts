import ExcelJS from 'exceljs';
import { simplePdf } from '../world/documentContent';
import type { World } from '../world/world';
import { russianDate } from '../world/worldCalendar';
import { REWARD_STATUS_NAMES, type SandboxReward } from './rewardModel';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function partiesOf(world: World, reward: SandboxReward) {
  const contract = world.contracts.get(reward.contractExternalId);
  return { contract, debtor: contract ? world.debtor(contract.debtorId) : undefined };
}

/** The act of the reward: a real one-page PDF. */
export function rewardActPdf(world: World, reward: SandboxReward): Buffer {
  const { contract, debtor } = partiesOf(world, reward);
  return simplePdf([
    `Акт о вознаграждении ${reward.number}`,
    `Период: ${russianDate(reward.periodFrom)} - ${russianDate(reward.periodTo)}`,
    `Договор: ${contract?.num ?? '-'}; клиент: ${contract?.client.name ?? '-'}`,
    `Дебитор: ${debtor?.name ?? '-'}`,
    `Сумма: ${reward.amount.toFixed(2)} руб., в т.ч. НДС ${reward.vatAmount.toFixed(2)} руб.`,
    `Статус: ${REWARD_STATUS_NAMES[reward.statusCode]}`,
  ]);
}

/** The report behind the reward: a real .xlsx with the registry's supplies and the reward's total. */
export async function rewardReportWorkbook(world: World, reward: SandboxReward): Promise<Buffer> {
  const { contract, debtor } = partiesOf(world, reward);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Песочница портала факторинга';
  workbook.created = new Date(`${reward.createDate.slice(0, 10)}T00:00:00Z`);
  workbook.title = `Отчёт к вознаграждению ${reward.number}`;
  const sheet = workbook.addWorksheet('Отчёт');
  sheet.addRow([`Отчёт к вознаграждению ${reward.number}`]).font = { bold: true };
  sheet.addRow(['Договор', contract?.num ?? '', 'Клиент', contract?.client.name ?? '', 'Дебитор', debtor?.name ?? '']);
  sheet.addRow(['Период', `${russianDate(reward.periodFrom)} – ${russianDate(reward.periodTo)}`]);
  sheet.addRow([]);
  sheet.addRow(['Документ', 'Дата поставки', 'Сумма, руб.']).font = { bold: true };
  const supplies = reward.registryId === null ? [] : world.supplies.ofRegistry(reward.registryId);
  for (const supply of supplies) sheet.addRow([supply.updName, russianDate(supply.supplyDate), supply.amount]);
  sheet.addRow(['Вознаграждение', '', reward.amount]).font = { bold: true };
  sheet.addRow(['в т.ч. НДС', '', reward.vatAmount]);
  sheet.getColumn(3).numFmt = '# ##0.00';
  sheet.getColumn(1).width = 36;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
