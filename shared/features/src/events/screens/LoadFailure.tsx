import { Button, HStack, Text } from '@portal/ui/chakra';

/** A failed load shown with a retry instead of an empty list (ARCHITECTURE rule 7). */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <HStack role="alert" gap="3" py="2">
      <Text color="fg.error">Не удалось загрузить {what}.</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Повторить
      </Button>
    </HStack>
  );
}
