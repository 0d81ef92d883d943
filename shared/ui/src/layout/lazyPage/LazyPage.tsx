import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { pageChunk, type PageChunk } from './pageChunk';
import { NewCabinetVersionNotice } from './NewCabinetVersionNotice';
import { PageLoadFailure } from './PageLoadFailure';
import { PageSkeleton } from './PageSkeleton';

interface LazyPageProps<M> {
  chunk: PageChunk<M>;
  render: (module: M) => ReactNode;
}

/**
 * A cabinet page in its own chunk, fetched on first visit: a skeleton meanwhile, a local error with 'Повторить' if
 * the fetch fails (coming back to the page tries again too), or, when the running cabinet version's files are gone
 * (ops replaced it), the notice to reload: no retry can fetch them. No Suspense: the skeleton commits at once, so a slow
 * or failing chunk never holds the previous page on screen.
 */
export function LazyPage<M>({ chunk, render }: LazyPageProps<M>) {
  const state = useSyncExternalStore(chunk.subscribe, chunk.state);
  useEffect(() => chunk.load(), [chunk]);
  if (state.status === 'loaded') return render(state.module);
  if (state.status === 'failed') return state.verdict === 'version-gone' ? <NewCabinetVersionNotice /> : <PageLoadFailure onRetry={() => chunk.load()} />;
  return <PageSkeleton />;
}

/** The route element of a page loaded on first visit: `fetchModule` is a dynamic import, `render` draws its page. */
export function lazyPage<M>(fetchModule: () => Promise<M>, render: (module: M) => ReactNode): ReactNode {
  return <LazyPage chunk={pageChunk(fetchModule)} render={render} />;
}
