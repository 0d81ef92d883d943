import { EdmPage, type EdmCabinet } from '@portal/features';

const LKP_EDM: EdmCabinet = { scope: 'LKP' };

/** LKP: electronic document exchange (spec §2 ЭДО). */
export function EdoPage() {
  return <EdmPage cabinet={LKP_EDM} />;
}
