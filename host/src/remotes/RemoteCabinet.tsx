import type { Scope } from '@portal/api';
import { PageSpinner } from '../shell/PageSpinner';
import { setAsideFailedRender } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorView } from './RemoteErrorView';
import { useCabinet } from './useCabinet';

/**
 * Loads the scope's remote and renders its `Cabinet` inside the host's router, providers and shell. A version that
 * throws during its first render is set aside and the next version of the roll-out is loaded, with no error shown
 * (decision 0042); once every version failed, the error view.
 */
export function RemoteCabinet({ scope }: { scope: Scope }) {
  const cabinet = useCabinet(scope);
  if (cabinet.isFetching || cabinet.isPending) return <PageSpinner label="Загрузка..." stage="cabinet" />;
  if (cabinet.isError) return <RemoteErrorView error={cabinet.error} onRetry={() => void cabinet.refetch()} />;
  const Cabinet = cabinet.data;
  const fallBack = (error: Error) => {
    setAsideFailedRender(scope, error);
    void cabinet.refetch();
  };
  return (
    // A new key per loaded version: the boundary starts afresh for it.
    <RemoteErrorBoundary key={cabinet.dataUpdatedAt} onFirstRenderError={fallBack}>
      <Cabinet />
    </RemoteErrorBoundary>
  );
}
