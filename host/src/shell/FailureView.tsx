import { Alert, Button, Flex } from '@chakra-ui/react';

interface FailureViewProps {
  title: string;
  reason: string;
  onRetry: () => void;
  testId?: string;
}

/** A failure inside the shell: what failed, why, and a 'Повторить' button (ARCHITECTURE rule 7). */
export function FailureView({ title, reason, onRetry, testId }: FailureViewProps) {
  return (
    <Flex direction="column" align="flex-start" gap="4" p="6" data-testid={testId}>
      <Alert.Root status="error" maxW="2xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{reason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button onClick={onRetry}>Повторить</Button>
    </Flex>
  );
}
