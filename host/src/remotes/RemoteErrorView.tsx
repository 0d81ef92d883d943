import { FailureView } from '../shell/FailureView';

/** Shown in place of a cabinet whose remote failed to load or crashed; the header keeps working. */
export function RemoteErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const details = error instanceof Error ? error.message : String(error);
  return (
    <FailureView
      title="Не удалось загрузить кабинет"
      reason="Раздел временно недоступен. Проверьте подключение к сети и нажмите «Повторить»."
      details={details}
      onRetry={onRetry}
      testId="remote-error"
    />
  );
}
