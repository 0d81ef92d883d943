import { connectionStore } from '@portal/platform';
import type { QueryClient } from '@portal/ui/query';

/**
 * When the connection comes back (decision 0039's flag clears), every list or detail on screen whose loading failed
 * meanwhile loads again by itself, quietly: its failure was the line's, and the user should not have to press
 * «Повторить» for it (decision 0059). Returns the function that stops watching.
 */
export function refetchWhenConnectionBack(queryClient: QueryClient): () => void {
  return connectionStore.subscribe((state, previous) => {
    if (previous.lost && !state.lost) {
      queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }).catch((error: unknown) => console.error('Refetch after reconnect failed', error));
    }
  });
}
