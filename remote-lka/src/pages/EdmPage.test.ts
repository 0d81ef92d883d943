import { edmPartyIdOf } from '@portal/features/src/edm/edmCabinet';
import { LKA_EDM } from './EdmPage';

describe("EDM party id (spec §3: the user's clientId, debtorId or agentId)", () => {
  const user = { clientId: 'C-1', debtorId: 'D-1', agentId: 'A-1' };
  it('LKA sends A-1', () => {
    expect(edmPartyIdOf(user, LKA_EDM)).toBe('A-1');
  });
});
