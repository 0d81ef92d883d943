import type { EdmDocument } from '@portal/api';
import { actionsForStatus } from './edmActions';

/** Spec §4: only ticked documents whose status allows signing go to signing, in the order they are listed. */
/** The ticked documents signing leaves out (their status allows no signature), in the order they are listed. */
export function documentsNotToSign<Doc extends Pick<EdmDocument, 'id' | 'status'>>(listed: readonly Doc[], ticked: ReadonlySet<string>): Doc[] {
  return listed.filter((doc) => ticked.has(String(doc.id)) && !actionsForStatus(doc.status).includes('sign'));
}

export function documentsToSign<Doc extends Pick<EdmDocument, 'id' | 'status'>>(listed: readonly Doc[], ticked: ReadonlySet<string>): Doc[] {
  return listed.filter((doc) => ticked.has(String(doc.id)) && actionsForStatus(doc.status).includes('sign'));
}
