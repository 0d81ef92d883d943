import { Alert, Button, Flex } from '../../kit/chakra';

/** A cabinet page whose code did not load: the menu and header stay, the page offers 'Повторить'. */
export function PageLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex direction="column" align="flex-start" gap="4" data-testid="page-load-failure">
      <Alert.Root status="error" maxW="2xl" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Не удалось загрузить страницу</Alert.Title>
          <Alert.Description>Проверьте подключение к сети и нажмите «Повторить». Остальные разделы кабинета доступны.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button onClick={onRetry}>Повторить</Button>
    </Flex>
  );
}
