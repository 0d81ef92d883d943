import { Alert, Button, Flex } from '../../kit/chakra';

export const NEW_VERSION_TITLE = 'Вышла новая версия кабинета';
export const NEW_VERSION_TEXT = 'Обновите страницу, чтобы продолжить работу.';
export const NEW_VERSION_ACTION = 'Обновить страницу';

/**
 * In place of a page whose code is gone with the cabinet version the tab still runs (ops replaced it): only a fresh
 * page loads the new version, so the action is a reload, and nothing blames the user's network. The reload keeps the
 * address (the page, its filters); a page holding unsaved choices still asks through the browser (decision 0019).
 */
export function NewCabinetVersionNotice({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <Flex direction="column" align="flex-start" gap="4" data-testid="new-cabinet-version">
      <Alert.Root status="info" maxW="2xl" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{NEW_VERSION_TITLE}</Alert.Title>
          <Alert.Description>{NEW_VERSION_TEXT}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button onClick={onReload}>{NEW_VERSION_ACTION}</Button>
    </Flex>
  );
}
