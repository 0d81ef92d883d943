import { edmPartyIdOf } from '@portal/features/src/edm/edmCabinet';
import { LKP_EDM } from './EdmPage';

describe("EDM party id (spec §3: the user's clientId, debtorId or agentId)", () => {
  const user = { clientId: 'C-1', debtorId: 'D-1', agentId: 'A-1' };
  it('LKP sends C-1', () => {
    expect(edmPartyIdOf(user, LKP_EDM)).toBe('C-1');
  });
});
