import type { ReactNode } from 'react';
import type { User } from '@portal/api';
import { FailureView } from '../shell/FailureView';
import { PageSpinner } from '../shell/PageSpinner';
import { useCurrentUserQuery } from './useCurrentUserQuery';

/**
 * Renders `children(user)` once the current user is loaded, a spinner before ('Загрузка...': the switch message
 * belongs to the load after an account switch only), a retryable failure after an error.
 */
export function UserGate({ children }: { children: (user: User) => ReactNode }) {
  const user = useCurrentUserQuery();
  if (user.isFetching && !user.data) return <PageSpinner label="Загрузка..." stage="user" />;
  if (user.isError) {
    const reason = user.error instanceof Error ? user.error.message : String(user.error);
    return <FailureView title="Не удалось получить данные пользователя" reason="Сервер не вернул данные пользователя. Нажмите «Повторить»." details={reason} onRetry={() => void user.refetch()} testId="user-error" />;
  }
  if (!user.data) return <PageSpinner label="Загрузка..." stage="user" />;
  return <>{children(user.data)}</>;
}
