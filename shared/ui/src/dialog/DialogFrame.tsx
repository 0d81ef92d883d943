/**
 * DialogFrame — the portal's one dialog frame, built on Chakra UI v3's `Dialog`: a modal with a header
 * holding the title, a body, a row of footer buttons and a close button, in light and dark theme alike. Every
 * dialog of the shell and the cabinets is drawn in it; a dialog supplies only its texts, body and buttons.
 *
 * Props: `open`; `title` (the visible heading and the dialog's accessible name) or, for a dialog without a
 * heading such as a loader, `label` (its accessible name only); `width`, a name from `DIALOG_WIDTHS` (spec §9),
 * full width below the spec's `sm` breakpoint (960 px); `children`, the body; `footer`, the action buttons, which
 * the caller owns; `onClose`, called by Escape and the close button (a click outside never closes a dialog) —
 * without it the dialog is persistent: no Escape, no close button; `closeLabel` ('Закрыть') and `closeButton`
 * (shown by default when there is `onClose`); `busy`, while work runs: closing is refused and the close button is
 * disabled (the caller disables its own buttons); `initialFocus`, the element focused on opening (by default an
 * alertdialog's close button, else the first focusable element); `role`, 'dialog' or 'alertdialog' (a
 * confirmation, a global notice); `onSubmit`, which makes header, body and footer one form, so Enter in a field
 * and a `type="submit"` footer button submit it; `testId`. The content is mounted only while open; a tall body
 * scrolls between the header and the footer.
 *
 * Typed input is not lost silently (decisions 0043, 0059): once the user has typed into a text field or chosen a file
 * in a closable dialog, the browser's Back, Escape, the close button and a footer's `DialogCancelButton` ask
 * «Изменения не сохранены» first; `dirty` overrides what was detected. `focusField` opens the dialog on its first text
 * field (a reason or a comment dialog: what is typed at once goes there).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type FormEventHandler, type ReactNode } from 'react';
import { sessionStore } from '@portal/platform';
import { Button, chakra, CloseButton, Dialog, Portal, Text } from '../kit/chakra';
import { DIALOG_WIDTHS } from '../dialogWidths';
import { SHORT_VIEWPORT } from '../layout/sizes';
import { CLOSE_UNSAVED_LABEL, CLOSE_UNSAVED_TEXT, LEAVE_LABEL, UNSAVED_INPUT_TEXT, UNSAVED_TITLE } from '../leaveGuard/leaveTexts';
import { DialogCloseRequest } from './dialogCloseRequest';
import { restoreFields, snapshotFields } from '../sessionDraft/formSnapshot';
import { currentPagePath, SESSION_ENDING_EVENT, saveSessionDraft, takeSessionDraft, type SessionEndingDetail } from '../sessionDraft/sessionDraft';
import { useBackGuard } from '../leaveGuard/useBackGuard';

export type DialogWidthName = keyof typeof DIALOG_WIDTHS;

export interface DialogFrameProps {
  open: boolean;
  /** The visible heading; it names the dialog for assistive technology. */
  title?: string;
  /** The accessible name of a dialog without a visible title. */
  label?: string;
  /** Spec §9 width; full width below the spec's sm breakpoint. */
  width: DialogWidthName;
  /** The body. */
  children?: ReactNode;
  /** The footer's buttons, in reading (and focus) order. */
  footer?: ReactNode;
  /** Escape and the close button call it; omitted: the dialog is persistent. */
  onClose?: () => void;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Whether the close button is shown (only with onClose). */
  closeButton?: boolean;
  /** Work is running: the dialog cannot be closed and its close button is disabled. */
  busy?: boolean;
  /** The element focused on opening; by default an alertdialog's close button, else the first focusable one. */
  initialFocus?: () => HTMLElement | null;
  /**
   * Keeps what was typed across a session end (decision 0059): while open, the dialog saves its named fields under
   * this key when the session ends; opened again on the same page by the same user, it puts them back once and says
   * which files to choose again. The page reopens the dialog when `peekSessionDraft(key, …)` finds one.
   */
  draftKey?: string;
  /**
   * What the dialog is about, kept with its draft (the ids of the documents it acts on), so the page can reopen it on
   * the same thing: `peekSessionDraft(key, …)?.context`.
   */
  draftContext?: string;
  /** Opens on the first text field of the body (a reason or comment dialog); `initialFocus` wins when given. */
  focusField?: boolean;
  /** The element focused on closing, when the one that opened the dialog is gone (null: that one, as by default). */
  finalFocus?: () => HTMLElement | null;
  role?: 'dialog' | 'alertdialog';
  /** Makes header, body and footer one form (noValidate: the caller's schema validates). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  testId?: string;
  /**
   * Whether the dialog holds input the user would lose; by default, whether they have typed into a text field or
   * chosen a file since it opened. While true (and the dialog can be closed), the browser's Back asks first.
   */
  dirty?: boolean;
}

/** Said in a dialog given back its draft after a session end (decision 0059). */
export const DRAFT_RESTORED_TEXT = 'Сеанс был завершён; введённые данные восстановлены.';

/** Fields whose input is typed (or a file chosen), not a choice made again with one click. */
const TYPED_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'file', '']);

/** Whether an input event comes from a field the user types into (or a file input). */
export function isTypedInput(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) return !target.readOnly && TYPED_INPUT_TYPES.has(target.getAttribute('type')?.toLowerCase() ?? '');
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/**
 * The theme's breakpoints carry Chakra's names: its `md` is 960 px, the spec's `sm` (§9). `mdDown` is the media
 * query below it, so the full width never leaks above 960 px (Chakra's advice over `base`).
 */
const FULL_WIDTH = { mdDown: '100%' } as const;

/**
 * On a short screen (a laptop at 200 % zoom) the dialog takes the whole height with tight spacing, so its body shows
 * several fields between the title and the buttons and scrolls for the rest (decision 0060).
 */
const SHORT_SCREEN_DIALOG = {
  [SHORT_VIEWPORT]: {
    maxHeight: 'calc(100dvh - 1rem)',
    marginBlock: '2',
    '& [data-part=header]': { paddingBlock: '2' },
    '& [data-part=body]': { paddingBlock: '2' },
    '& [data-part=footer]': { paddingBlock: '2' },
    '& [data-part=title]': { fontSize: 'md' },
  },
} as const;

export function DialogFrame({
  open,
  title,
  label,
  width,
  children,
  footer,
  onClose,
  closeLabel = 'Закрыть',
  closeButton = true,
  busy = false,
  initialFocus,
  focusField = false,
  finalFocus,
  role = 'dialog',
  onSubmit,
  testId,
  dirty,
  draftKey,
  draftContext,
}: DialogFrameProps) {
  const closable = onClose !== undefined && !busy;
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!open) setTyped(false);
  }, [open]);
  // A persistent dialog is not left by Back: it stays over whatever page is shown.
  const holdsInput = dirty ?? typed;
  const guard = useBackGuard(open && onClose !== undefined && holdsInput, { mark: `dialog${useId()}` });
  // Escape, the close button and a DialogCancelButton ask before typed input is thrown away (decision 0059).
  const [closeAsked, setCloseAsked] = useState(false);
  useEffect(() => {
    if (!open) setCloseAsked(false);
  }, [open]);
  const requestClose = () => {
    if (!closable) return;
    if (holdsInput) setCloseAsked(true);
    else onClose();
  };
  const content = useRef<HTMLDivElement | null>(null);
  const [contentNode, setContentNode] = useState<HTMLDivElement | null>(null);
  const contentRef = useCallback((node: HTMLDivElement | null) => {
    content.current = node;
    setContentNode(node);
  }, []);
  const holdsInputNow = useRef(holdsInput);
  holdsInputNow.current = holdsInput;
  const draftContextNow = useRef(draftContext);
  draftContextNow.current = draftContext;
  useEffect(() => {
    if (!open || !draftKey || !contentNode) return undefined;
    const saveDraft = (event: Event) => {
      if (!holdsInputNow.current) return;
      const { user } = (event as CustomEvent<SessionEndingDetail>).detail;
      const context = draftContextNow.current;
      saveSessionDraft(draftKey, { path: currentPagePath(), user, ...snapshotFields(contentNode), ...(context !== undefined ? { context } : {}) });
    };
    window.addEventListener(SESSION_ENDING_EVENT, saveDraft);
    return () => window.removeEventListener(SESSION_ENDING_EVENT, saveDraft);
  }, [open, draftKey, contentNode]);
  const [restoredFiles, setRestoredFiles] = useState<string[] | null>(null);
  useEffect(() => {
    if (!open) setRestoredFiles(null);
    if (!open || !draftKey || !contentNode) return undefined;
    const draft = takeSessionDraft(draftKey, sessionStore.getState().userName);
    if (!draft) return undefined;
    let left = restoreFields(contentNode, draft.fields);
    setTyped(true);
    setRestoredFiles(draft.files);
    if (Object.keys(left).length === 0) return undefined;
    // A select's options may still be loading: fill it when they arrive, unless the user has chosen meanwhile.
    const observer = new MutationObserver(() => {
      left = restoreFields(contentNode, left);
      if (Object.keys(left).length === 0) observer.disconnect();
    });
    observer.observe(contentNode, { childList: true, subtree: true });
    const stop = () => observer.disconnect();
    contentNode.addEventListener('change', stop, { once: true });
    return () => {
      observer.disconnect();
      contentNode.removeEventListener('change', stop);
    };
  }, [open, draftKey, contentNode]);
  const firstField = () => content.current?.querySelector<HTMLElement>('textarea:not([readonly]), input:not([type]):not([readonly]), input[type="text"]:not([readonly])') ?? null;
  const openingFocus = initialFocus ?? (focusField ? firstField : undefined);
  const noteInput = (event: FormEvent) => {
    if (!typed && isTypedInput(event.target)) setTyped(true);
  };
  const leave = () => {
    // Closed first: when Back only changes the page's query, the page (and this dialog's owner) stays.
    if (closable) onClose();
    guard.leave();
  };
  const sections = (
    <>
      {title ? (
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
      ) : null}
      {restoredFiles !== null || (children !== undefined && children !== null) ? (
        <Dialog.Body>
          {restoredFiles !== null ? (
            <Text role="status" mb="3" p="2" borderRadius="md" bg="blue.subtle" color="fg" data-testid="draft-restored">
              {restoredFiles.length > 0
                ? `${DRAFT_RESTORED_TEXT} Файлы не сохраняются — выберите их снова: ${restoredFiles.join(', ')}.`
                : DRAFT_RESTORED_TEXT}
            </Text>
          ) : null}
          {children}
        </Dialog.Body>
      ) : null}
      {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
    </>
  );
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) requestClose();
        }}
        closeOnEscape={closable}
        closeOnInteractOutside={false}
        // Passed only when given: an explicit undefined would replace Chakra's default (an alertdialog focuses its
        // close button first).
        {...(openingFocus ? { initialFocusEl: openingFocus } : {})}
        {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
        role={role}
        placement="center"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              ref={contentRef}
              width={{ base: `${DIALOG_WIDTHS[width]}px`, ...FULL_WIDTH }}
              maxW={{ base: 'calc(100vw - 32px)', ...FULL_WIDTH }}
              aria-label={title ? undefined : label}
              data-testid={testId}
              onInput={noteInput}
              css={SHORT_SCREEN_DIALOG}
            >
              <DialogCloseRequest.Provider value={closable ? requestClose : null}>
              {onSubmit ? (
                // A flex column like the content itself, so the body still scrolls between header and footer.
                <chakra.form noValidate onSubmit={onSubmit} display="flex" flexDirection="column" flex="1" minH="0">
                  {sections}
                </chakra.form>
              ) : (
                sections
              )}
              </DialogCloseRequest.Provider>
              {onClose && closeButton ? (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
                </Dialog.CloseTrigger>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {closeAsked ? (
        <DialogFrame
          open
          title={UNSAVED_TITLE}
          width="confirm"
          role="alertdialog"
          onClose={() => setCloseAsked(false)}
          dirty={false}
          footer={
            <>
              <Button variant="outline" onClick={() => setCloseAsked(false)}>
                Отмена
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  setCloseAsked(false);
                  if (closable) onClose();
                }}
              >
                {CLOSE_UNSAVED_LABEL}
              </Button>
            </>
          }
        >
          {CLOSE_UNSAVED_TEXT}
        </DialogFrame>
      ) : null}
      {guard.asked ? (
        <DialogFrame
          open
          title={UNSAVED_TITLE}
          width="confirm"
          role="alertdialog"
          onClose={guard.stay}
          dirty={false}
          footer={
            <>
              <Button variant="outline" onClick={guard.stay}>
                Отмена
              </Button>
              <Button colorPalette="red" onClick={leave}>
                {LEAVE_LABEL}
              </Button>
            </>
          }
        >
          {UNSAVED_INPUT_TEXT}
        </DialogFrame>
      ) : null}
    </>
  );
}
