import { EdmPage as CabinetEdmPage, type EdmCabinet } from '@portal/features';

/** LKK's EDM descriptor: the filter sends the user's clientId (spec §3/§6). */
export const LKK_EDM: EdmCabinet = { scope: 'LKK', partyIdField: 'clientId' };

/** LKK: electronic document exchange (spec §2 ЭДО). */
export function EdmPage() {
  return <CabinetEdmPage cabinet={LKK_EDM} />;
}
