import { edmPartyIdOf, type EdmScope } from './edmCabinet';

describe('clientId of the EDM filter (spec §6)', () => {
  it.each<[EdmScope, { clientId: number | null; debtorId: number | null; agentId: number | null }, number | null]>([
    ['LKK', { clientId: 1001, debtorId: null, agentId: null }, 1001],
    ['LKP', { clientId: 4001, debtorId: null, agentId: null }, 4001],
    ['LKA', { clientId: null, debtorId: null, agentId: 3001 }, 3001],
    ['LKA', { clientId: 1002, debtorId: 2002, agentId: 3002 }, 3002],
    ['LKK', { clientId: 1002, debtorId: 2002, agentId: 3002 }, 1002],
    ['LKK', { clientId: null, debtorId: 2001, agentId: null }, null],
  ])('%s with %j sends %j', (scope, user, expected) => {
    expect(edmPartyIdOf(user, scope)).toBe(expected);
  });
});
