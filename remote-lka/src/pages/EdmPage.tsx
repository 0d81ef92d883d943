import { EdmPage as CabinetEdmPage, type EdmCabinet } from '@portal/features';

/** LKA's EDM descriptor: the filter sends the user's agentId (spec §3/§6). */
export const LKA_EDM: EdmCabinet = { scope: 'LKA', partyIdField: 'agentId' };

/** LKA: electronic document exchange (shared with the client cabinets, spec §2). */
export function EdmPage() {
  return <CabinetEdmPage cabinet={LKA_EDM} />;
}
