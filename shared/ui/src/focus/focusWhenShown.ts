/**
 * Focus after an action (issue 53, item 6; decision 0059's «Focus»): when what the action produced is shown (a new row,
 * a changed status, a result message, a new page's title), focus moves there instead of falling to the top of the
 * page with the button or dialog that was used.
 */
export interface FocusRequest {
  /** The element the action produced, once the page shows it; null while it is not there (yet). */
  target: () => HTMLElement | null;
  /** Whether the page has settled (its lists reloaded): a target still missing then will not come. */
  settled?: () => boolean;
  /** Focused instead when the page has settled without the target (the control that started the action). */
  fallback?: () => HTMLElement | null;
}

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** A dialog still open around something else (a loader, the dialog that is closing) holds focus: wait for it. */
function heldByDialog(element: HTMLElement): boolean {
  return [...document.querySelectorAll(OPEN_DIALOGS)].some((dialog) => !dialog.contains(element));
}

/** The element named `name` with data-focus-target (a page's title, a result line); any characters allowed in the name. */
export function focusTargetNamed(name: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-focus-target]')].find((element) => element.dataset.focusTarget === name) ?? null;
}

let stopCurrent: (() => void) | null = null;

/**
 * Moves focus to `request.target` as soon as the page shows it and no other dialog holds focus; each change of the page
 * tries again. It ends once focus is there, when the user presses a key or the pointer (they have moved on), or when
 * another request replaces it. Answers a function that ends it.
 */
export function focusWhenShown(request: FocusRequest): () => void {
  stopCurrent?.();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const element = request.target() ?? (request.settled?.() ? (request.fallback?.() ?? null) : null);
    if (!element || heldByDialog(element)) return;
    element.focus({ preventScroll: true });
    // In the middle of the screen, with what is around it: not at an edge under the footer or a notice.
    if (document.activeElement === element) element.scrollIntoView?.({ block: 'center' });
    // Not focusable yet (the page under a closing dialog is still inert): the next change tries again.
    if (document.activeElement === element) stop();
  };
  // After the change has been drawn and its effects run (a closing dialog lets go of focus in one of them).
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(attempt);
  };
  const observer = new MutationObserver(schedule);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('focusout', schedule, true);
    if (stopCurrent === stop) stopCurrent = null;
  };
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('focusout', schedule, true);
  stopCurrent = stop;
  schedule();
  return stop;
}
