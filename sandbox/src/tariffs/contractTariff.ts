import { seededRandom } from '../world/seededRandom';
import type { World } from '../world/world';
import type { Contract } from '../world/worldTypes';

/** A tariff derived from the contract alone: the same contract always has the same tariff. */
export function contractTariff(world: World, contract: Contract): Record<string, unknown> {
  const seed = [...contract.externalId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const random = seededRandom(seed);
  const regress = contract.type.includes('DIRECT_REGRESS') && !contract.type.includes('NOT_REGRESS');
  const financingRate = random.int(140, 240) / 10;
  return {
    contractFactNum: contract.num,
    contractFactExternalId: contract.externalId,
    contractDate: contract.date,
    debtor: world.debtor(contract.debtorId).name,
    type: regress ? 'Факторинг с регрессом' : 'Факторинг без регресса',
    status: contract.status,
    limit: contract.limit,
    // A string now and then: the portal reads numbers leniently (ARCHITECTURE rule 8).
    financingPercent: seed % 2 === 0 ? String(random.int(80, 95)) : random.int(80, 95),
    delayDays: random.pick([30, 45, 60, 90]),
    lines: [
      { name: 'Плата за финансирование', rate: financingRate, unit: '% годовых', note: 'на сумму выплаченного финансирования' },
      { name: 'Плата за управление дебиторской задолженностью', rate: random.int(2, 9) / 10, unit: '% от суммы уступки', note: '' },
      { name: 'Плата за обработку реестра', rate: random.pick([300, 500, 700]), unit: 'руб. за реестр', note: 'включая НДС' },
      ...(regress ? [] : [{ name: 'Плата за принятие риска неплатежа', rate: random.int(5, 15) / 10, unit: '% от суммы уступки', note: '' }]),
    ],
  };
}
