import { FailureView } from '../shell/FailureView';
import { reloadPage } from '../dialogs/reloadPage';
import { classifyRemoteFailure } from './remoteFailure';

/** Shown in place of a cabinet whose remote failed to load or crashed; the header keeps working. */
export function RemoteErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const details = error instanceof Error ? error.message : String(error);
  const failure = classifyRemoteFailure(error);
  if (failure.kind === 'incompatible') {
    return (
      <FailureView
        title="Версия кабинета несовместима с порталом"
        reason={`Кабинет собран для ${failure.module} ${failure.required}, а портал предоставляет версию ${failure.provided}. Кабинет не открыт, чтобы не показать его с ошибками. Сообщите в службу поддержки: нужно обновить портал или вернуть прежнюю версию кабинета.`}
        details={details}
        // The refused container has already joined the page's share scope: only a fresh page loads another build.
        onRetry={reloadPage}
        testId="remote-incompatible"
      />
    );
  }
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
