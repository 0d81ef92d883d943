import { Alert, Button, Dialog, Portal } from '@portal/ui/chakra';

interface DialogLoadFailureProps {
  onRetry: () => void;
  onClose: () => void;
}

/** In place of a shell dialog whose code did not load: the page stays usable, the user may try again. */
export function DialogLoadFailure({ onRetry, onClose }: DialogLoadFailureProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-load-failure">
            <Dialog.Header>
              <Dialog.Title>Не удалось открыть окно</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>Проверьте подключение к сети и нажмите «Повторить».</Alert.Description>
              </Alert.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
              <Button onClick={onRetry}>Повторить</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
