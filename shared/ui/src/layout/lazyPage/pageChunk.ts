import { judgePageCodeFailure, type PageCodeVerdict } from '@portal/platform';

/** Where a page's code stands: not asked for, on its way, here (the module), or failed and why (the host's verdict). */
export type PageChunkState<M> = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; module: M } | { status: 'failed'; verdict: PageCodeVerdict };

/**
 * A page's code, fetched at most once at a time. It lives where the route is defined, not in a component: a
 * navigation renders the new page in a transition React may render several times, and a load started per render
 * would fetch a failing chunk again on every one of them.
 */
export interface PageChunk<M> {
  /** Starts the fetch unless it is under way or done; after a failure, fetches again (webpack retries the chunk). */
  load(): void;
  state(): PageChunkState<M>;
  subscribe(listener: () => void): () => void;
}

export function pageChunk<M>(fetchModule: () => Promise<M>): PageChunk<M> {
  let current: PageChunkState<M> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const settle = (next: PageChunkState<M>) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    load() {
      if (current.status === 'loading' || current.status === 'loaded') return;
      settle({ status: 'loading' });
      fetchModule().then(
        (module) => settle({ status: 'loaded', module }),
        async (error: unknown) => {
          console.error('Cabinet page failed to load', error);
          // Still loading while the host looks why: the user is not shown a network error that turns into another.
          settle({ status: 'failed', verdict: await judgePageCodeFailure(error) });
        },
      );
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
