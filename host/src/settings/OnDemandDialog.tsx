import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { withLoader } from '@portal/platform';
import type { PageChunk } from '@portal/ui';
import { DialogLoadFailure } from './DialogLoadFailure';

interface OnDemandDialogProps<M> {
  /** Whether the dialog is asked for (its flag in the platform's UI state). */
  open: boolean;
  chunk: PageChunk<M>;
  render: (module: M) => ReactNode;
  /** Clears the dialog's flag: the failure view's 'Закрыть'. */
  onClose: () => void;
}

/**
 * A shell dialog whose code is fetched the first time it is opened (ARCHITECTURE rule 10: a cabinet page does
 * not download the account dialogs and their form library until the user asks for one). Once here it stays
 * mounted and follows its own open flag; if the fetch fails, a small dialog says so and offers 'Повторить'.
 * While the code is on its way the global loader is asked for, so a slow link shows the spec's loading dialog
 * (after its delay) instead of a click that seems to do nothing.
 */
export function OnDemandDialog<M>({ open, chunk, render, onClose }: OnDemandDialogProps<M>) {
  const state = useSyncExternalStore(chunk.subscribe, chunk.state);
  // A failure from before this opening is not this opening's: until the effect below fetches again it would flash
  // the failure view for a render (its dialog mounted and torn down at once). Noted when the dialog opens.
  const [wasOpen, setWasOpen] = useState(open);
  const [staleFailure, setStaleFailure] = useState<ReturnType<PageChunk<M>['state']> | null>(() => (state.status === 'failed' ? state : null));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStaleFailure(state.status === 'failed' ? state : null);
  }
  useEffect(() => {
    if (open) chunk.load();
  }, [open, chunk]);
  const fetching = open && state.status === 'loading';
  useEffect(() => {
    if (!fetching) return undefined;
    let settle: () => void = () => undefined;
    void withLoader(undefined, () => new Promise<void>((resolve) => (settle = resolve)));
    return () => settle();
  }, [fetching]);
  if (state.status === 'loaded') return render(state.module);
  if (state.status === 'failed' && open && state !== staleFailure) return <DialogLoadFailure onRetry={() => chunk.load()} onClose={onClose} />;
  return null;
}
