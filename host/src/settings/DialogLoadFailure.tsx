import { Alert, Button } from '@portal/ui/chakra';
import { DialogFrame } from '@portal/ui';

interface DialogLoadFailureProps {
  onRetry: () => void;
  onClose: () => void;
}

/** In place of a shell dialog whose code did not load: the page stays usable, the user may try again. */
export function DialogLoadFailure({ onRetry, onClose }: DialogLoadFailureProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open
      width="confirm"
      title="Не удалось открыть окно"
      onClose={onClose}
      closeButton={false}
      testId="dialog-load-failure"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Закрыть
          </Button>
          <Button onClick={onRetry}>Повторить</Button>
        </>
      }
    >
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>Проверьте подключение к сети и нажмите «Повторить».</Alert.Description>
      </Alert.Root>
    </DialogFrame>
  );
}
