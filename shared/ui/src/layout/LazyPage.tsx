import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { Skeleton, Stack } from '../kit/chakra';
import { PageErrorBoundary } from './PageErrorBoundary';

/** Loads a page's code: a dynamic import resolving to a component without props. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

function PageSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Загрузка страницы" data-testid="page-skeleton">
      <Skeleton height="8" width="40%" />
      <Skeleton height="6" />
      <Skeleton height="6" />
      <Skeleton height="6" />
    </Stack>
  );
}

/**
 * A cabinet page in its own chunk, fetched on first visit. A chunk that fails to load shows a local error with
 * 'Повторить', which asks for the chunk again (React.lazy keeps a rejected load, so each retry gets a new one).
 */
export function LazyPage({ load }: { load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy component
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <PageErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The route element of a lazily loaded page. */
export function lazyPage(load: PageLoader) {
  return <LazyPage load={load} />;
}
