import { FailureView } from '../shell/FailureView';

/** Start-up could not reach /config: say so and offer a reload. */
export function StartupFailure({ error }: { error: unknown }) {
  const reason = error instanceof Error ? error.message : String(error);
  return <FailureView title="Не удалось загрузить настройки входа" reason="Сервер входа не ответил. Проверьте подключение к сети и нажмите «Повторить»." details={reason} onRetry={() => window.location.reload()} testId="startup-error" />;
}
