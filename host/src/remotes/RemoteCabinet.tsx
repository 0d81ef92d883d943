import type { Scope } from '@portal/api';
import { PageSpinner } from '../shell/PageSpinner';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorView } from './RemoteErrorView';
import { useCabinet } from './useCabinet';

/** Loads the scope's remote and renders its `Cabinet` inside the host's router, providers and shell. */
export function RemoteCabinet({ scope }: { scope: Scope }) {
  const cabinet = useCabinet(scope);
  if (cabinet.isFetching || cabinet.isPending) return <PageSpinner label="Загрузка..." stage="cabinet" />;
  if (cabinet.isError) return <RemoteErrorView error={cabinet.error} onRetry={() => void cabinet.refetch()} />;
  const Cabinet = cabinet.data;
  return (
    <RemoteErrorBoundary>
      <Cabinet />
    </RemoteErrorBoundary>
  );
}
