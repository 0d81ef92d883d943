import { edmPartyIdOf, type EdmCabinet, type EdmScope } from './edmCabinet';

/** The EDM descriptors as the remotes set them (each remote's src/pages/EdmPage.tsx, checked there). */
const CABINET: Record<EdmScope, EdmCabinet> = {
  LKK: { scope: 'LKK', partyIdField: 'clientId' },
  LKP: { scope: 'LKP', partyIdField: 'clientId' },
  LKA: { scope: 'LKA', partyIdField: 'agentId' },
};

describe('clientId of the EDM filter (spec §6)', () => {
  it.each<[EdmScope, { clientId: number | string | null; debtorId: number | null; agentId: number | string | null }, number | string | null]>([
    ['LKK', { clientId: 1001, debtorId: null, agentId: null }, 1001],
    ['LKP', { clientId: 4001, debtorId: null, agentId: null }, 4001],
    ['LKA', { clientId: null, debtorId: null, agentId: 3001 }, 3001],
    ['LKA', { clientId: 1002, debtorId: 2002, agentId: 3002 }, 3002],
    ['LKK', { clientId: 1002, debtorId: 2002, agentId: 3002 }, 1002],
    ['LKK', { clientId: null, debtorId: 2001, agentId: null }, null],
    ['LKK', { clientId: 'c-1001', debtorId: null, agentId: null }, 'c-1001'],
    ['LKA', { clientId: null, debtorId: null, agentId: 'a-7' }, 'a-7'],
    ['LKK', { clientId: '', debtorId: null, agentId: null }, null],
  ])('%s with %j sends %j', (scope, user, expected) => {
    // The spec does not say the ids are numbers: a string one is kept as sent.
    expect(edmPartyIdOf(user as never, CABINET[scope])).toBe(expected);
  });
});
