import { EdmPage, type EdmCabinet } from '@portal/features';

const LKK_EDM: EdmCabinet = { scope: 'LKK' };

/** LKK: electronic document exchange (spec §2 ЭДО). */
export function EdoPage() {
  return <EdmPage cabinet={LKK_EDM} />;
}
