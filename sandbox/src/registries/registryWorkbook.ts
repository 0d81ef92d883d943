import ExcelJS from 'exceljs';
import type { World } from '../world/world';
import { russianDate } from '../world/worldCalendar';
import type { Registry, Supply } from '../world/worldTypes';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column headers of the registry sheet; row 1 holds them, one supply per row after, then the total. */
export const REGISTRY_SHEET_COLUMNS = ['№ п/п', 'Документ', 'Дата поставки', 'Срок оплаты', 'Дебитор', 'ИНН дебитора', 'Сумма, руб.', 'Верифицирована дебитором'] as const;

/** A real .xlsx of the chosen supplies: the registry of assignment (or, with isFinancing, the request for financing). */
export async function registryWorkbook(world: World, registry: Registry, supplies: readonly Supply[], isFinancing: boolean): Promise<Buffer> {
  const contract = world.contractOf(registry);
  const debtor = world.debtor(registry.debtorId);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Песочница портала факторинга';
  // Fixed so the same choice gives the same workbook.
  workbook.created = new Date(`${registry.createDate.slice(0, 10)}T00:00:00Z`);
  workbook.title = `${isFinancing ? 'Заявка на финансирование' : 'Реестр уступки'} ${registry.number}`;
  workbook.subject = `Договор факторинга ${contract.num} от ${russianDate(contract.date)}; клиент ${contract.client.name}`;
  const sheet = workbook.addWorksheet('Реестр');
  sheet.columns = REGISTRY_SHEET_COLUMNS.map((header, index) => ({ header, width: [8, 32, 14, 14, 36, 14, 16, 14][index] }));
  sheet.getRow(1).font = { bold: true };
  supplies.forEach((supply, index) => {
    sheet.addRow([index + 1, supply.updName, russianDate(supply.supplyDate), russianDate(supply.dueDate), debtor.name, debtor.inn, supply.amount, supply.verificationDebtor ? 'Да' : 'Нет']);
  });
  const total = sheet.addRow(['', 'Итого', '', '', '', '', supplies.reduce((sum, supply) => Math.round((sum + supply.amount) * 100) / 100, 0), '']);
  total.font = { bold: true };
  sheet.getColumn(7).numFmt = '# ##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
