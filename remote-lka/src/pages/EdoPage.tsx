import { EdmPage, type EdmCabinet } from '@portal/features';

const LKA_EDM: EdmCabinet = { scope: 'LKA' };

/** LKA: electronic document exchange (shared with the client cabinets, spec §2). */
export function EdoPage() {
  return <EdmPage cabinet={LKA_EDM} />;
}
