import type { EdmDirection } from '@portal/api';
import { focusWhenShown } from '@portal/ui';

/** The list query as the page last drew it. */
export interface EdmListState {
  /** When its data last came (ms); 0 before. */
  updatedAt: number;
  fetching: boolean;
  /** The rows shown are an earlier filter's, kept while the new one loads. */
  placeholder: boolean;
  /** The view shown: incoming or outgoing documents. */
  direction: EdmDirection;
}

/** The status cell of a document's row in the list (EdmTable), which takes focus after an action on it. */
function statusOf(id: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-edm-id]')].find((row) => row.dataset.edmId === id)?.querySelector<HTMLElement>('[data-edm-status]') ?? null;
}

/** The list's rows as shown now: id and file name. */
function shownRows(): { id: string; fileName: string }[] {
  return [...document.querySelectorAll<HTMLElement>('[data-edm-id]')].map((row) => ({ id: row.dataset.edmId ?? '', fileName: row.dataset.edmFile ?? '' }));
}

/**
 * Focus after an ЭДО action (issue 53, item 6), once the list has loaded again: the dialog and the buttons used are
 * gone, so focus would fall to the top of the page. `createButton` («Создать документ») is where it goes when the
 * document is not on the page shown (another page of the list, a filter that leaves it out).
 */
export function edmFocus(list: () => EdmListState, createButton: () => HTMLElement | null) {
  /** The list has loaded again since the action ended (the view may have changed to the outgoing documents). */
  const reloadedSince = (time: number) => () => {
    const state = list();
    return !state.fetching && !state.placeholder && state.updatedAt > time;
  };
  return {
    /**
     * A new document: its row is the first one shown with a chosen file's name that was not in the list before (the
     * answer of /edm/save names no document, spec §7), found by the row's status.
     */
    afterCreate(fileNames: readonly string[]) {
      const before = new Set(shownRows().map((row) => row.id));
      const names = new Set(fileNames);
      const reloaded = reloadedSince(Date.now());
      // A new document is outgoing: the page shows that view next (an earlier view's reload settles nothing).
      const settled = () => list().direction === 'outgoing' && reloaded();
      focusWhenShown({
        target: () => {
          // Only a reload brings a row not listed before: no need to wait for the list to settle.
          const row = shownRows().find((candidate) => names.has(candidate.fileName) && !before.has(candidate.id));
          return row ? statusOf(row.id) : null;
        },
        settled,
        fallback: createButton,
      });
    },
    /** Signed documents: the first one's new status, once the list shows it. */
    afterSign(ids: readonly string[]) {
      const settled = reloadedSince(Date.now());
      focusWhenShown({ target: () => (settled() && ids[0] !== undefined ? statusOf(ids[0]) : null), settled, fallback: createButton });
    },
  };
}
