import { EdmPage as CabinetEdmPage, type EdmCabinet } from '@portal/features';

/** LKP's EDM descriptor: the filter sends the user's clientId (spec §3/§6). */
export const LKP_EDM: EdmCabinet = { scope: 'LKP', partyIdField: 'clientId' };

/** LKP: electronic document exchange (spec §2 ЭДО). */
export function EdmPage() {
  return <CabinetEdmPage cabinet={LKP_EDM} />;
}
