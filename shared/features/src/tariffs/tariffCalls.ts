import { contractTariffBestEffort, contractTariffSchema, parseRows, TARIFF_PATHS, type ContractTariff } from '@portal/api';
import { getJson, reportOddAnswer } from '@portal/platform';
import { registryCall as tariffCall } from '../registries/api/reportRegistryFailure';
import type { ClientScope } from '../clientCabinet/clientScope';

/** GET /lkk/tariffs or /lkp/tariffs (ours, CONTRACT.md): the user's contracts with their tariffs; odd rows reported. */
export function fetchTariffs(scope: ClientScope): Promise<ContractTariff[]> {
  const call = `GET ${TARIFF_PATHS[scope]}`;
  return tariffCall(call, () =>
    getJson(TARIFF_PATHS[scope], {
      parse(answer: unknown) {
        const { rows, odd } = parseRows(answer, contractTariffSchema, contractTariffBestEffort);
        for (const row of odd) reportOddAnswer(call, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
        return rows;
      },
    }),
  );
}
