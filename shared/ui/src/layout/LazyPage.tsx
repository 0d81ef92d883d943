import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton, Stack } from '../kit/chakra';
import { PageErrorBoundary } from './PageErrorBoundary';

/** Loads a page's code: a dynamic import resolving to a component without props. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

type LazyComponent = LazyExoticComponent<ComponentType>;

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

interface LazyPageProps {
  /** The page's lazy component, made once where the route is defined (see lazyPage). */
  initial: LazyComponent;
  load: PageLoader;
}

/**
 * A cabinet page in its own chunk, fetched on first visit. A chunk that fails to load shows a local error with
 * 'Повторить', which asks for the chunk again (React.lazy keeps a rejected load, so a retry needs a new one).
 * The first lazy component comes from outside render: a navigation renders the new page in a transition that React
 * may render several times before committing, and a lazy made during render would fetch the chunk each time.
 */
export function LazyPage({ initial, load }: LazyPageProps) {
  const [attempt, setAttempt] = useState<{ count: number; Page: LazyComponent }>(() => ({ count: 0, Page: initial }));
  const { Page } = attempt;
  return (
    <PageErrorBoundary key={attempt.count} onRetry={() => setAttempt(({ count }) => ({ count: count + 1, Page: lazy(load) }))}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The route element of a lazily loaded page. */
export function lazyPage(load: PageLoader) {
  return <LazyPage initial={lazy(load)} load={load} />;
}
