import { contractTariffBestEffort, contractTariffSchema, parseRows, TARIFF_PATHS, type ClientScope, type ContractTariff } from '@portal/api';
import { getJson, reportOddAnswer, failureStatus, reportCallFailure } from '@portal/platform';

/**
 * GET /lkk/tariffs or /lkp/tariffs (ours, CONTRACT.md): the user's contracts with their tariffs; odd rows reported.
 * The call is not in spec §7: a server that answers it 404 does not offer tariffs, which is null here (logged, no
 * banner); any other failure goes to the central error display and is re-thrown.
 */
export async function fetchTariffs(scope: ClientScope): Promise<ContractTariff[] | null> {
  const call = `GET ${TARIFF_PATHS[scope]}`;
  try {
    return await getJson(TARIFF_PATHS[scope], {
      parse(answer: unknown) {
        const { rows, odd } = parseRows(answer, contractTariffSchema, contractTariffBestEffort);
        for (const row of odd) reportOddAnswer(call, `row ${row.index} ${row.shown ? 'shown as best it could be' : 'left out'}: ${row.problem}`);
        return rows;
      },
    });
  } catch (error) {
    if (failureStatus(error) === 404) {
      reportOddAnswer(call, 'answered 404: the server offers no tariffs (the call is not in spec §7)');
      return null;
    }
    await reportCallFailure(call, error);
    throw error;
  }
}
