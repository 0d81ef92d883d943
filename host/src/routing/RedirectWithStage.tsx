import { Navigate } from '@portal/ui/router';
import { PageSpinner, type LoadingStage } from '../shell/PageSpinner';

/**
 * A redirect on the way into the portal that keeps the start's stage in the page area: a bare Navigate draws nothing
 * until the next page has rendered, which a person sees as an empty shell after «Войти» (decision 0065). The stage is
 * the one the next page shows first, so nothing flickers.
 */
export function RedirectWithStage({ to, stage }: { to: string; stage: LoadingStage }) {
  return (
    <>
      <Navigate to={to} replace />
      <PageSpinner label="Загрузка..." stage={stage} />
    </>
  );
}
