import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Whether the page can reach the server (decision 0039): lost when the browser says it is offline or a call gets no
 * answer at all, back when the browser is online again or any call gets an answer. The host shows «Нет соединения
 * с сервером» while it is lost. Kept apart from the UI store: it is about the wire, not about a dialog.
 */
export const connectionStore = createStore<{ lost: boolean }>()(() => ({ lost: false }));

export function markConnectionLost(): void {
  if (!connectionStore.getState().lost) connectionStore.setState({ lost: true });
}

export function markConnectionBack(): void {
  if (connectionStore.getState().lost) connectionStore.setState({ lost: false });
}

export function useConnectionLost(): boolean {
  return useStore(connectionStore, (state) => state.lost);
}

/** Follows the browser's own online/offline state; returns the function that stops it. */
export function watchBrowserConnection(target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } } = window): () => void {
  if (!target.navigator.onLine) markConnectionLost();
  const offline = () => markConnectionLost();
  const online = () => markConnectionBack();
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}
