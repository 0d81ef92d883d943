import { peekSessionDraft } from '@portal/ui';
import { EDIT_DOCUMENT_DRAFT_KEY, NEW_DOCUMENT_DRAFT_KEY } from './DocumentFormDialog';
import { REFUSE_DRAFT_KEY } from './RefuseDialog';

/** An ЭДО dialog to open again with its draft: which one, and the ids of the documents it was about. */
export interface EdmDraftWaiting {
  dialog: 'create' | 'refuse' | 'edit';
  ids: string[];
}

/** The ЭДО dialog whose draft waits for this user on this page after a session end (decision 0059), if any. */
export function draftWaitingOnEdm(user: string): EdmDraftWaiting | null {
  if (peekSessionDraft(NEW_DOCUMENT_DRAFT_KEY, user)) return { dialog: 'create', ids: [] };
  for (const [key, dialog] of [
    [REFUSE_DRAFT_KEY, 'refuse'],
    [EDIT_DOCUMENT_DRAFT_KEY, 'edit'],
  ] as const) {
    const context = peekSessionDraft(key, user)?.context;
    if (context) return { dialog, ids: context.split(',') };
  }
  return null;
}
