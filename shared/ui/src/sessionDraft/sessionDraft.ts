/**
 * What a dialog held when the session ended (decision 0059): kept in the tab's sessionStorage across the sign-in
 * round trip, given back only on the same page to the same user, once. Files cannot be kept there: only their names
 * are, so the dialog can say which to choose again.
 */
export interface SessionDraft {
  /** The page the dialog was open on (pathname and search). */
  path: string;
  /** The user it belongs to (preferred_username); another person signing in on the same PC never sees it. */
  user: string;
  /** Field name → value, for the dialog's named text fields and selects. */
  fields: Record<string, string>;
  /** Names of the files that were chosen. */
  files: string[];
  /** What the dialog was about (the ids of the documents it acted on): the page reopens it on the same thing. */
  context?: string;
}

/**
 * The window event the host sends when the session has ended (another tab signed out, the server ended it, a refresh
 * was refused), before anything on the page is taken down; `detail.user` is who was signed in. Open dialogs with a
 * draft key save what was typed on it.
 */
export const SESSION_ENDING_EVENT = 'portal:session-ending';

export interface SessionEndingDetail {
  user: string;
}

const STORAGE_KEY = 'portal.sessionDrafts';

function readAll(): Record<string, SessionDraft> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, SessionDraft>) : {};
  } catch {
    return {};
  }
}

function writeAll(drafts: Record<string, SessionDraft>): void {
  try {
    if (Object.keys(drafts).length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch (error) {
    // Storage full or disabled: the draft is lost, as it would have been without this.
    console.error('Saving the draft failed', error);
  }
}

export function currentPagePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function saveSessionDraft(key: string, draft: SessionDraft): void {
  writeAll({ ...readAll(), [key]: draft });
}

/** The draft saved under `key` for this page and user, if any (left in place). */
export function peekSessionDraft(key: string, user: string, path: string = currentPagePath()): SessionDraft | null {
  const draft = readAll()[key];
  return draft && draft.path === path && draft.user === user && user !== '' ? draft : null;
}

/** Takes the draft saved under `key` for this page and user: it is given back once. */
export function takeSessionDraft(key: string, user: string, path?: string): SessionDraft | null {
  const draft = peekSessionDraft(key, user, path);
  if (draft) {
    const rest = readAll();
    delete rest[key];
    writeAll(rest);
  }
  return draft;
}
